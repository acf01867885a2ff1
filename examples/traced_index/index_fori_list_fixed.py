"""The list of decays becomes a `jnp` array, indexed with the traced `i`."""

import jax.numpy as jnp
from jax import lax

DECAYS = jnp.array([0.9, 0.99, 0.999])


def decayed(x):
    def body(i, acc):
        return acc * DECAYS[i]

    return lax.fori_loop(0, DECAYS.shape[0], body, x)


decayed(jnp.ones(2))
