"""Expand an interval until it brackets a root, using lax.while_loop."""

import jax
import jax.numpy as jnp
from jax import lax


def bracket(f, a, b, max_iter=50):
    def cond(state):
        a, b, i = state
        return f(a) * f(b) > 0 and i < max_iter

    def body(state):
        a, b, i = state
        width = b - a
        return a - width, b + width, i + 1

    return lax.while_loop(cond, body, (a, b, 0))


@jax.jit
def find_bracket(shift):
    a, b, n = bracket(lambda x: x**3 - shift, jnp.array(0.0), jnp.array(1.0))
    return a, b, n


print(find_bracket(30.0))
