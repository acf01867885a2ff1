from .config import Config
from .evaluate import evaluate
from .train import train


def main():
    cfg = Config()
    state, history = train(cfg)
    mae = evaluate(state, cfg)
    print(f"final train loss {history[-1]:.4f}  eval MAE {mae:.4f}")


if __name__ == "__main__":
    main()
