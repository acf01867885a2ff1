"""``python -m sparsecoder``: load CONFIG_JSON, apply OVERRIDES, train."""
from .config import CONFIG_JSON, load_config
from .train import train

OVERRIDES = [
    "model.activation=topk_frac",
    "model.k_frac=0.05",
    "train.steps=250",
]


def main():
    cfg = load_config(CONFIG_JSON, OVERRIDES)
    print(cfg)
    train(cfg)


if __name__ == "__main__":
    main()
