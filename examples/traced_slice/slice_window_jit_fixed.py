"""`lax.dynamic_slice` takes a traced start and a static size."""

import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def window_energy(signal, start):
    window = lax.dynamic_slice(signal, (start,), (3,))
    return jnp.sum(window**2)


window_energy(jnp.arange(8.0), 2)
