"""Splitting attention heads with a traced head count: `reshape` needs static sizes."""

import jax
import jax.numpy as jnp


@jax.jit
def split_heads(q, num_heads):
    seq_len, dim = q.shape
    heads = q.reshape(seq_len, num_heads, -1)  # E: jax-traced-shape
    return jnp.swapaxes(heads, 0, 1) / jnp.sqrt(dim)


split_heads(jnp.ones((6, 8)), 2)
