"""Robust aggregation of residuals."""

import jax.numpy as jnp

from polyfit.utils import shapes


def trimmed_mean(values, keep_fraction):
    k = shapes.n_trimmed(values.shape[0], keep_fraction)
    smallest = jnp.sort(values)[:k]
    return jnp.mean(smallest)


def weighted_trimmed_mean(values, keep_fraction):
    cutoff = jnp.quantile(values, keep_fraction)
    kept = values <= cutoff
    return jnp.sum(jnp.where(kept, values, 0.0)) / jnp.maximum(jnp.sum(kept), 1)
