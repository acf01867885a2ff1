import logging

from .config import TrainConfig
from .train import fit


def main():
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    _, losses = fit(TrainConfig())
    print(f"final loss: {losses[-1]:.4f}")


if __name__ == "__main__":
    main()
