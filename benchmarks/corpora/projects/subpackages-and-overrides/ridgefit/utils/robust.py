"""Robust aggregation of residuals."""

import jax.numpy as jnp


def trimmed_mean(values, keep_fraction):
    cutoff = jnp.quantile(values, keep_fraction)
    kept = values[values <= cutoff]
    return jnp.mean(kept)
