import jax
import numpy as np

from .config import Config
from .data import blobs, split, minibatches
from .registry import build_model
from .train import fit, accuracy


def main():
    cfg = Config()
    x, y = blobs(cfg.n_classes, cfg.n_per_class, cfg.dim, cfg.seed)
    (xtr, ytr), (xte, yte) = split(x, y)
    key = jax.random.key(cfg.seed)
    for name in cfg.models:
        key, sub = jax.random.split(key)
        model = build_model(name, sub, xtr, ytr, cfg)
        rng = np.random.default_rng(cfg.seed)
        model, losses = fit(model, minibatches(xtr, ytr, cfg.batch_size, rng), cfg)
        acc = float(accuracy(model, xte, yte))
        print(f"{name}: final loss {losses[-20:].mean():.4f}, test acc {acc:.3f}")


if __name__ == "__main__":
    main()
