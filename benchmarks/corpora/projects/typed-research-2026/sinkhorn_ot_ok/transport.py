from __future__ import annotations

from functools import partial

import jax
import jax.numpy as jnp

from .config import OTConfig
from .costs import COSTS
from .sinkhorn import OTResult, solve


def uniform(n: int) -> jax.Array:
    return jnp.full((n,), 1.0 / n)


def barycentric_map(plan: jax.Array, y: jax.Array) -> jax.Array:
    return (plan @ y) / jnp.sum(plan, axis=1, keepdims=True)


@partial(jax.jit, static_argnames=("cfg", "cost"))
def transport_step(x: jax.Array, y: jax.Array, cfg: OTConfig, cost: str = "sqeuclidean") -> tuple[jax.Array, OTResult]:
    C = COSTS[cost](x, y)
    result = solve(C, uniform(x.shape[0]), uniform(y.shape[0]), cfg.epsilon, cfg.tol, cfg.max_iter)
    target = barycentric_map(result.plan, y)
    return x + cfg.step_size * (target - x), result
