"""equinox.filter_jit traces arrays only: a Module holding Python numbers keeps them, and
`jax.tree.map` over it sees those numbers."""

import equinox as eqx
import jax
import jax.numpy as jnp


class Schedule(eqx.Module):
    start: float
    decay: float
    steps: int


@eqx.filter_jit
def scaled(x, schedule):
    clipped = jax.tree.map(lambda v: v if v > 0 else 0, schedule)
    return x * clipped.start * clipped.decay**clipped.steps


print(scaled(jnp.ones(3), Schedule(0.1, 0.5, 2)))
