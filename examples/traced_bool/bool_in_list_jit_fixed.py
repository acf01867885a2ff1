"""Test membership with `jnp.isin` and choose with `jnp.where`: both stay arrays."""

import jax
import jax.numpy as jnp

SPECIAL = jnp.array([0, 3])


@jax.jit
def weight(label, loss):
    return jnp.where(jnp.isin(label, SPECIAL), loss * 2.0, loss)


weight(jnp.int32(3), jnp.float32(0.5))
