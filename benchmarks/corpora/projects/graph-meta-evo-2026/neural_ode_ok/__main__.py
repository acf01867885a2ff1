import sys

from .config import get_args
from .evaluate import evaluate
from .train import train


def main():
    args = get_args(sys.argv[1:])
    model, losses = train(args)
    mse, baseline = evaluate(model, args)
    print(f"test mse {mse:.5f} (identity baseline {baseline:.5f})")


if __name__ == "__main__":
    main()
