"""The function is closed over, not carried: the carry holds arrays and numbers only."""

import jax
import jax.numpy as jnp
from jax import lax


def newton(f, x0, steps=20):
    df = jax.grad(f)

    def body(state):
        x, i = state
        return x - f(x) / df(x), i + 1

    x, _ = lax.while_loop(lambda s: s[1] < steps, body, (x0, 0))
    return x


def cubic(x):
    return x**3 - 2.0 * x - 5.0


newton(cubic, jnp.float32(2.0))
