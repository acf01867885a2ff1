"""`functools.partial` binds the int before `nnx.scan`, so it stays a Python int."""

import functools

import jax.numpy as jnp
from flax import nnx


def integrate(state, force, substeps):
    for _ in range(substeps):
        state = state + 0.1 * (force - state) / substeps
    return state, state


step = functools.partial(integrate, substeps=3)
simulate = nnx.scan(step, in_axes=(nnx.Carry, 0), out_axes=(nnx.Carry, 0))
final, trajectory = simulate(jnp.zeros(2), jnp.ones((4, 2)))
