from .config import PCConfig
from .evaluate import evaluate
from .train import train


def main():
    cfg = PCConfig()
    model, losses = train(cfg)
    acc = evaluate(model, cfg)
    print(f"final loss {losses[-1]:.4f}  test accuracy {acc:.3f}")


if __name__ == "__main__":
    main()
