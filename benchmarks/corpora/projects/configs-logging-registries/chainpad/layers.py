"""Array helpers used by the network."""

import jax
import jax.numpy as jnp


def pad_right(x, width):
    """Zero-pad the last axis of a (batch, features) array up to `width`."""
    if x.shape[1] >= width:
        return x[:, :width]
    fill = jnp.zeros((x.shape[0], width - x.shape[1]), dtype=x.dtype)
    return jnp.concatenate([x, fill], axis=1)


def first_half(x):
    return x[:, : x.shape[1] // 2]


def window(x, start, size):
    """`size` columns of `x` beginning at a possibly traced `start`."""
    return jax.lax.dynamic_slice_in_dim(x, start, size, axis=1)


def repeat(h, weight, n):
    for _ in range(n):
        h = h + 0.5 * jnp.tanh(h @ weight)
    return h


def running_mean(h, steps):
    acc = jnp.zeros(h.shape[0])
    for i in range(steps):
        acc = acc + h[:, i % h.shape[1]]
    return acc / steps
