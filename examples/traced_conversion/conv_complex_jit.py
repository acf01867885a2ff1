"""`complex(x)` of a traced value under jit."""

import cmath

import jax
import jax.numpy as jnp


@jax.jit
def phase(z):
    return cmath.phase(complex(z))  # E: jax-traced-conversion


phase(jnp.asarray(1.0 + 1.0j))
