"""Masked column statistics used during preprocessing."""
import jax.numpy as jnp


def masked_mean(x, present):
    return jnp.mean(x[present])


def masked_std(x, present, mean):
    sq = jnp.where(present, (x - mean) ** 2, 0.0)
    return jnp.sqrt(jnp.sum(sq) / jnp.maximum(jnp.sum(present), 1))
