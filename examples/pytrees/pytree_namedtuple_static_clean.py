"""A NamedTuple config kept static (`static_argnums`) and closed over by a scan body."""

import functools
from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax import lax


class SolverConfig(NamedTuple):
    num_steps: int
    step_size: float
    verbose: bool


@functools.partial(jax.jit, static_argnums=(1,))
def gradient_descent(x0, cfg):
    def step(x, _):
        x = x - cfg.step_size * 2.0 * x
        return x, jnp.sum(x**2)

    x, history = lax.scan(step, x0, None, length=cfg.num_steps)
    if cfg.verbose:
        return x, history
    return x, history[-1:]


gradient_descent(jnp.ones(3), SolverConfig(num_steps=5, step_size=0.1, verbose=False))
