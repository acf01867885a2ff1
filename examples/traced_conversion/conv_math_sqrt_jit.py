"""`math.sqrt(x)` of a traced value under jit."""

import math

import jax
import jax.numpy as jnp


@jax.jit
def rms_norm(x):
    ms = jnp.mean(x * x)
    return x / math.sqrt(ms + 1e-6)  # E: jax-traced-conversion


rms_norm(jnp.arange(4.0))
