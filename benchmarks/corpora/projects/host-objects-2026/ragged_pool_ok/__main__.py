from . import data, train
from .config import SeqConfig


def main():
    cfg = SeqConfig()
    batches = data.pad_batches(data.make_sequences(cfg), cfg)
    X, y = train.pooled_dataset(batches)
    _, losses, acc = train.fit(cfg, X, y)
    print(f"sequences {X.shape[0]}  features {X.shape[1]}")
    print(f"loss {losses[0]:.4f} -> {losses[-1]:.4f}  train acc {acc:.3f}")


if __name__ == "__main__":
    main()
