from __future__ import annotations

from typing import Callable

import jax
import jax.numpy as jnp
from jax import lax

from .timestep import clip_step

VectorFieldFn = Callable[[jax.Array, jax.Array], jax.Array]


def rk4_step(f: VectorFieldFn, t: jax.Array, y: jax.Array, h: jax.Array) -> jax.Array:
    k1 = f(t, y)
    k2 = f(t + 0.5 * h, y + 0.5 * h * k1)
    k3 = f(t + 0.5 * h, y + 0.5 * h * k2)
    k4 = f(t + h, y + h * k3)
    return y + (h / 6.0) * (k1 + 2.0 * k2 + 2.0 * k3 + k4)


def advance(
    f: VectorFieldFn, y: jax.Array, t_start: jax.Array, t_end: jax.Array, max_dt: float, substeps: int
) -> jax.Array:
    t = t_start
    for _ in range(substeps):
        h = clip_step(t, max_dt, t_end)
        y = rk4_step(f, t, y, h)
        t = t + h
    return y


def odeint_rk4(f: VectorFieldFn, y0: jax.Array, ts: jax.Array, max_dt: float, substeps: int) -> jax.Array:
    def interval(y: jax.Array, bounds: tuple[jax.Array, jax.Array]) -> tuple[jax.Array, jax.Array]:
        t_a, t_b = bounds
        y_next = advance(f, y, t_a, t_b, max_dt, substeps)
        return y_next, y_next

    _, ys = lax.scan(interval, y0, (ts[:-1], ts[1:]))
    return jnp.concatenate([y0[None, :], ys], axis=0)
