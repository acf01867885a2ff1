"""Small array helpers."""
import jax.numpy as jnp
import numpy as np


def flatten_features(x):
    return x.reshape(x.shape[0], int(np.prod(x.shape[1:])))


def standardize(x, mean, std):
    return (x - mean) / jnp.maximum(std, 1e-6)


def fit_scaler(x):
    return jnp.mean(x, axis=0), jnp.std(x, axis=0)
