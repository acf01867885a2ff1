import jax
import jax.numpy as jnp
import numpy as np

from simclr.registry import AUGMENTATIONS


def make_clusters(cfg):
    rng = np.random.default_rng(cfg.seed)
    centers = rng.normal(scale=2.0, size=(cfg.num_clusters, cfg.input_dim))
    labels = rng.integers(0, cfg.num_clusters, size=cfg.num_examples)
    points = centers[labels] + rng.normal(size=(cfg.num_examples, cfg.input_dim))
    mean, std = points.mean(axis=0), points.std(axis=0)
    return ((points - mean) / std).astype(np.float32), labels


@AUGMENTATIONS.register("jitter")
def jitter(key, x, cfg):
    return x + cfg.jitter_scale * jax.random.normal(key, x.shape)


@AUGMENTATIONS.register("feature_drop")
def feature_drop(key, x, cfg):
    keep = jax.random.bernoulli(key, 1.0 - cfg.drop_rate, x.shape)
    return jnp.where(keep, x, 0.0) / (1.0 - cfg.drop_rate)


def augment(key, x, cfg):
    keys = jax.random.split(key, len(cfg.augmentations))
    for name, k in zip(cfg.augmentations, keys):
        x = AUGMENTATIONS[name](k, x, cfg)
    return x


def two_views(key, x, cfg):
    k1, k2 = jax.random.split(key)
    return augment(k1, x, cfg), augment(k2, x, cfg)


def minibatches(points, batch_size, seed):
    rng = np.random.default_rng(seed)
    while True:
        idx = rng.choice(points.shape[0], size=batch_size, replace=False)
        yield points[idx]
