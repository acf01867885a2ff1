import numpy as np
import jax.numpy as jnp


def make_dataset(cfg):
    rng = np.random.default_rng(cfg.seed)
    centers = rng.normal(size=(cfg.num_classes, cfg.num_features)) * 2.0
    labels = rng.integers(0, cfg.num_classes, size=cfg.num_examples)
    noise = rng.normal(size=(cfg.num_examples, cfg.num_features))
    x = centers[labels] + noise
    return x.astype(np.float32), labels.astype(np.int32)


def split(x, y, frac=0.8):
    cut = int(len(x) * frac)
    return (x[:cut], y[:cut]), (x[cut:], y[cut:])


def iterate_batches(x, y, batch_size, seed=0):
    rng = np.random.default_rng(seed)
    n = x.shape[0]
    while True:
        perm = rng.permutation(n)
        for start in range(0, n - batch_size + 1, batch_size):
            idx = perm[start:start + batch_size]
            yield {"x": jnp.asarray(x[idx]), "y": jnp.asarray(y[idx])}
