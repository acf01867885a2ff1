import numpy as np

import jax
import jax.numpy as jnp

EPS = 1e-6


def standardize(x, mean, std):
    x = jnp.asarray(x, dtype=jnp.float32)
    return (x - mean) / (std + EPS)


def feature_noise(key, x, scale):
    return x + scale * jax.random.normal(key, x.shape)


def prepare_batch(batch, stats, key, noise_scale):
    x = standardize(batch["x"], stats["mean"], stats["std"])
    x = feature_noise(key, x, noise_scale)
    return x, jnp.asarray(batch["y"])
