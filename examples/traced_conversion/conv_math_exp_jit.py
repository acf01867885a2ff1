"""`math.exp(x)` of a traced value under jit."""

import math

import jax
import jax.numpy as jnp


def temperature_softmax(logits, log_temp):
    t = math.exp(log_temp)  # E: jax-traced-conversion
    return jax.nn.softmax(logits / t)


jax.jit(temperature_softmax)(jnp.array([1.0, 2.0]), jnp.asarray(0.0))
