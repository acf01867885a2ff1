"""`unsafe_hash=True` hashes the fields, and a jax array field is unhashable."""

import dataclasses
import functools

import jax
import jax.numpy as jnp


@dataclasses.dataclass(unsafe_hash=True)
class Grid:
    points: object
    order: int = 2


@functools.partial(jax.jit, static_argnums=1)
def interpolate(x, grid):
    return jnp.interp(x, grid.points, grid.points**grid.order)


interpolate(jnp.array([0.5, 1.5]), Grid(jnp.linspace(0.0, 2.0, 5)))  # E: jax-static-arg
