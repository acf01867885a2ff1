"""Collatz-like iteration driven by lax.while_loop."""
import jax
import jax.numpy as jnp
from jax import lax


def steps_to_one(n0):
    def cond(state):
        i, n = state
        return n > 1

    def body(state):
        i, n = state
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
        return i + 1, n

    i, _ = lax.while_loop(cond, body, (jnp.array(0), n0))
    return i


print(steps_to_one(jnp.array(6)))
