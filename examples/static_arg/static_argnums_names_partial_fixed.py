"""Fixed: a parameter name goes to static_argnames."""

import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("order",))
def power_sum(x, order):
    return sum(x**k for k in range(1, order + 1))


print(power_sum(jnp.arange(3.0), 3))
