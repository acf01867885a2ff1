"""A `lax.fori_loop` body indexes a Python list of layer widths with its traced `i`."""

import jax.numpy as jnp
from jax import lax

DECAYS = [0.9, 0.99, 0.999]


def decayed(x):
    def body(i, acc):
        return acc * DECAYS[i]  # E: jax-traced-index

    return lax.fori_loop(0, len(DECAYS), body, x)


decayed(jnp.ones(2))
