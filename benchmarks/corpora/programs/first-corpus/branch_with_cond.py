"""Choose between two update rules with lax.cond inside a compiled step."""

import jax
import jax.numpy as jnp
from jax import lax


def momentum_update(state):
    p, v, g = state
    v = 0.9 * v + g
    return p - 0.01 * v, v


def plain_update(state):
    p, v, g = state
    return p - 0.01 * g, v


@jax.jit
def step(p, v, g, use_momentum):
    return lax.cond(use_momentum, momentum_update, plain_update, (p, v, g))


if __name__ == "__main__":
    p, v = jnp.ones(3), jnp.zeros(3)
    g = jnp.array([0.5, -0.5, 1.0])
    for i in range(4):
        p, v = step(p, v, g, i % 2 == 0)
    print(p, v)
