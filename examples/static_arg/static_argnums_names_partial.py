"""`static_argnums` given a parameter name through functools.partial: jax.jit raises
TypeError when the decorator wraps the function."""

import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=("order",))  # E: jax-static-arg
def power_sum(x, order):
    return sum(x**k for k in range(1, order + 1))


print(power_sum(jnp.arange(3.0), 3))
