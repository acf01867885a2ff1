"""Gradient of an unrolled recurrence with the length as a compile-time constant."""
import functools

import jax
import jax.numpy as jnp
from jax import lax


@functools.partial(jax.jit, static_argnames="length")
def unrolled(theta, x0, length):
    def body(_, x):
        return jnp.tanh(theta * x) + x

    return lax.fori_loop(0, length, body, x0)


print(jax.grad(unrolled)(0.7, 0.1, length=12))
print(jax.value_and_grad(unrolled, argnums=1)(0.7, 0.1, length=4))
