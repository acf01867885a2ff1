from __future__ import annotations

from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax import lax

from particle_pf.ssm import NonlinearGrowth


class Simulation(NamedTuple):
    xs: jax.Array
    ys: jax.Array


def simulate(model: NonlinearGrowth, key: jax.Array, n_steps: int) -> Simulation:
    key, k0 = jax.random.split(key)
    x0 = model.initial(k0, 1)[0]

    def step(x: jax.Array, inputs: tuple[jax.Array, jax.Array]) -> tuple[jax.Array, tuple[jax.Array, jax.Array]]:
        t, k = inputs
        k_x, k_y = jax.random.split(k)
        x = model.transition(k_x, x, t)
        return x, (x, model.observe(k_y, x))

    ts = jnp.arange(1, n_steps + 1, dtype=jnp.float32)
    _, (xs, ys) = lax.scan(step, x0, (ts, jax.random.split(key, n_steps)))
    return Simulation(xs=xs, ys=ys)
