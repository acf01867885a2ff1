"""The head count is a static argument, so `reshape` sees a Python int."""

import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("num_heads",))
def split_heads(q, num_heads):
    seq_len, dim = q.shape
    heads = q.reshape(seq_len, num_heads, -1)
    return jnp.swapaxes(heads, 0, 1) / jnp.sqrt(dim)


split_heads(jnp.ones((6, 8)), num_heads=2)
