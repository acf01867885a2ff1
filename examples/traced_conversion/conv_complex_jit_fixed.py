"""`cmath.phase(complex(z))` becomes `jnp.angle(z)`."""

import jax
import jax.numpy as jnp


@jax.jit
def phase(z):
    return jnp.angle(z)


phase(jnp.asarray(1.0 + 1.0j))
