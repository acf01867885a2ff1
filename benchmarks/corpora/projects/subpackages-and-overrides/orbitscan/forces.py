"""Force laws, looked up by name."""

import jax.numpy as jnp


def spring(pos, stiffness):
    return -stiffness * pos


def central(pos, strength, softening=0.1):
    r2 = jnp.sum(pos**2, axis=-1, keepdims=True) + softening**2
    return -strength * pos / r2**1.5


FORCES = {"spring": spring, "central": central}
