"""A Newton solver that carries its function in the while_loop state: the loop traces its
carry, and a function is no JAX type (TypeError at the call of lax.while_loop)."""

import jax
import jax.numpy as jnp
from jax import lax


def newton(f, x0, steps=20):
    df = jax.grad(f)

    def body(state):
        x, i, fn = state
        return x - fn(x) / df(x), i + 1, fn

    x, _, _ = lax.while_loop(lambda s: s[1] < steps, body, (x0, 0, f))  # E: jax-static-arg
    return x


def cubic(x):
    return x**3 - 2.0 * x - 5.0


newton(cubic, jnp.float32(2.0))
