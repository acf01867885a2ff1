"""A padding mask built with `jnp.ones((n,))` for a jit parameter `n`."""

import jax
import jax.numpy as jnp


@jax.jit
def pad_mask(lengths, max_len):
    ones = jnp.ones((max_len,))  # E: jax-traced-shape
    steps = jnp.cumsum(ones) - 1
    return steps[None, :] < lengths[:, None]


pad_mask(jnp.array([2, 4]), 5)
