"""equinox.filter_jit traces the arguments passed: a default that is an array stays the
concrete array it is."""

import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np


@eqx.filter_jit
def lookup(x, table=np.array([0.0, 2.0, 4.0])):
    if table[1] > 0:
        return x + table[1]
    return x


@eqx.filter_jit
def scale(x, factor: jax.Array = jnp.array(2.0)):
    return x * float(factor)


print(lookup(jnp.ones(2)), scale(jnp.ones(2)))
