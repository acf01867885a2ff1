"""Building blocks shared by the models."""

import jax
import jax.numpy as jnp


def dense_init(key, n_in, n_out):
    return {"w": jax.random.normal(key, (n_in, n_out)) / jnp.sqrt(n_in), "b": jnp.zeros(n_out)}


def dense(p, x):
    return x @ p["w"] + p["b"]


def residual_stack(h, p, n_blocks):
    """Apply the same residual block `n_blocks` times."""
    for _ in range(n_blocks):
        h = h + 0.5 * jnp.tanh(dense(p, h))
    return h
