"""Closed-over Python numbers and NumPy arrays stay static inside a jitted function."""

import jax
import jax.numpy as jnp
import numpy as np

NUM_HEADS = 4
SCALE = 0.5
window = np.ones(3) / 3.0


@jax.jit
def smooth_heads(x):
    if SCALE > 0:
        x = x * SCALE
    heads = [x * (h + 1) for h in range(NUM_HEADS)]
    kernel_len = int(window.sum() * 3)
    if window.max() < 1.0:
        heads = [jnp.convolve(h, jnp.asarray(window), mode="same") for h in heads]
    return jnp.stack(heads)[:, :kernel_len]


smooth_heads(jnp.arange(6.0))
