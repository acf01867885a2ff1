"""The state is data: pass it traced (a NamedTuple is a pytree of its arrays)."""

from typing import NamedTuple

import jax
import jax.numpy as jnp


class AdamState(NamedTuple):
    mean: jax.Array
    variance: jax.Array


@jax.jit
def adam_direction(grad, state):
    mean = 0.9 * state.mean + 0.1 * grad
    variance = 0.999 * state.variance + 0.001 * grad**2
    return mean / (jnp.sqrt(variance) + 1e-8), AdamState(mean, variance)


state = AdamState(jnp.zeros(3), jnp.zeros(3))
adam_direction(jnp.ones(3), state)
