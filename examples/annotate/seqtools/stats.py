"""Statistics of a series."""

import jax.numpy as jnp
from jax import lax


def standardize(x, eps=1e-6):
    return (x - jnp.mean(x)) / (jnp.std(x) + eps)


def quantile_bins(x, bins):
    edges = jnp.quantile(x, jnp.linspace(0, 1, bins + 1))
    return jnp.digitize(x, edges)


def clipped_mean(x, lo, hi, axis=None):
    if lo >= hi:
        raise ValueError("lo must be below hi")
    return jnp.mean(jnp.clip(x, lo, hi), axis=axis)


def top(x, k):
    return lax.top_k(x, k)[0]
