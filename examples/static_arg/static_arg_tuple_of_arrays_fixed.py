"""A tuple holding an array is a pytree: pass it traced."""

import jax
import jax.numpy as jnp


@jax.jit
def affine(x, coefficients):
    scale, shift = coefficients
    return x * scale + shift


affine(jnp.ones(4), (jnp.array(2.0), 1.0))
