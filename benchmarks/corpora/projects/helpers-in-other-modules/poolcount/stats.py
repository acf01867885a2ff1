import jax.numpy as jnp


def count_valid(mask):
    return jnp.sum(mask.astype(jnp.int32))


def masked_mean(x, mask):
    return jnp.sum(jnp.where(mask, x, 0.0)) / jnp.maximum(count_valid(mask), 1)
