"""Padding the last axis to a traced length: the pairs are built by repeating `(0, 0)`
for the leading axes and adding the last axis's pair, whose width is traced."""

import jax
import jax.numpy as jnp


@jax.jit
def pad_last(x, length):
    widths = [(0, 0)] * (x.ndim - 1) + [(0, length - x.shape[-1])]
    return jnp.pad(x, widths)  # E: jax-traced-shape


pad_last(jnp.ones((2, 3)), 5)
