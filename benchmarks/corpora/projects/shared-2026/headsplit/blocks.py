import jax.numpy as jnp

from . import shapes


def split_heads(x, n_heads):
    # (batch, seq, dim) -> (batch, heads, seq, head_dim)
    return jnp.swapaxes(shapes.split_last(x, n_heads), -2, -3)


def merge_heads(x):
    return shapes.merge_last(jnp.swapaxes(x, -2, -3))
