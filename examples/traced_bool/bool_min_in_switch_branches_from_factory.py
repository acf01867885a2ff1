"""`lax.switch` over a list of steps that factories made: JAX traces every branch, so the
RK step's `min(h, hmax)` compares a traced step size with a Python float."""

import jax
import jax.numpy as jnp
from jax import lax


def make_euler(rhs):
    def step(y, h):
        return y + h * rhs(y)

    return step


def make_midpoint(rhs, hmax):
    def step(y, h):
        h = min(h, hmax)  # E: jax-traced-bool
        return y + h * rhs(y + 0.5 * h * rhs(y))

    return step


def make_branches(rhs, hmax):
    return [make_euler(rhs), make_midpoint(rhs, hmax)]


branches = make_branches(jnp.sin, 0.05)


@jax.jit
def advance(y, h, scheme):
    return lax.switch(scheme, branches, y, h)


advance(jnp.ones(3), 0.1, 1)
