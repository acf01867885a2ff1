"""`jnp.minimum(h, hmax)` is a jax operation: it takes the traced step size in every
branch that `lax.switch` traces."""

import jax
import jax.numpy as jnp
from jax import lax


def make_euler(rhs):
    def step(y, h):
        return y + h * rhs(y)

    return step


def make_midpoint(rhs, hmax):
    def step(y, h):
        h = jnp.minimum(h, hmax)
        return y + h * rhs(y + 0.5 * h * rhs(y))

    return step


def make_branches(rhs, hmax):
    return [make_euler(rhs), make_midpoint(rhs, hmax)]


branches = make_branches(jnp.sin, 0.05)


@jax.jit
def advance(y, h, scheme):
    return lax.switch(scheme, branches, y, h)


advance(jnp.ones(3), 0.1, 1)
