import jax.numpy as jnp


def safe_div(num, den, eps=1e-8):
    return num / jnp.maximum(den, eps)


def masked_mean(values, mask):
    return safe_div(jnp.sum(jnp.where(mask, values, 0.0)), jnp.sum(mask))


def weighted_mean(values, weights):
    return safe_div(jnp.sum(values * weights), jnp.sum(weights))
