"""`lax.composite` traces its decomposition apart from the trace around it: under jax.jit
a decomposition that closes over the traced `scale` raises at the composite's call."""

from functools import partial

import jax
import jax.numpy as jnp
from jax import lax


def quantize(x, scale):
    @partial(lax.composite, name="my.quantize")
    def q(y):
        return jnp.round(y / scale)

    return q(x)  # E: jax-tracer-leak


jax.jit(quantize)(jnp.array([1.0, 2.0, 3.0]), jnp.array([0.5, 0.4, 0.3]))
