"""A frozen dataclass holding an array, passed where jit traces: it is no pytree (so no
JAX type), and making it static would fail too (its hash hashes the array), so the
message proposes registering it as a pytree."""

import dataclasses

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class Grid:
    points: jax.Array
    order: int


@jax.jit
def interpolate(x, grid):
    return jnp.interp(x, grid.points, grid.points**grid.order)


interpolate(jnp.array([0.5, 0.7]), Grid(jnp.linspace(0.0, 1.0, 5), 2))  # E: jax-static-arg
