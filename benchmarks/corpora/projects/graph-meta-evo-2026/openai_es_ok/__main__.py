from .config import ESConfig
from .evaluate import evaluate
from .train import train


def main():
    cfg = ESConfig()
    strategy, mean, log = train(cfg)
    score = evaluate(strategy, mean, cfg)
    print(f"first-gen mean fitness {log[0][0]:.3f}, last {log[-1][0]:.3f}; eval return {score:.3f}")


if __name__ == "__main__":
    main()
