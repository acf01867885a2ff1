"""``python -m setpool``: train the set classifier with the pooling named in CONFIG."""
from .train import train

CONFIG = {
    "data": {"n_sets": 1024, "max_size": 32, "min_size": 8, "seed": 0},
    "model": {"hidden": 64, "pool": "active_mean"},
    "train": {"lr": 1e-2, "batch": 128, "epochs": 12, "seed": 0},
}


def main():
    train(CONFIG)


if __name__ == "__main__":
    main()
