"""Gradient-descent training loop."""
from __future__ import annotations

from typing import Callable

import jax
import jax.numpy as jnp
import optax
from jaxtyping import Array, Float

from .monitor import Monitor
from .params import LinearParams

StepFn = Callable[[LinearParams, Array, Array], tuple[LinearParams, Array, Array]]


def loss_fn(params: LinearParams, x: Float[Array, "n d"], y: Float[Array, "n"]) -> Float[Array, ""]:
    return jnp.mean((params(x) - y) ** 2)


def make_step(monitor: Monitor, lr: float) -> StepFn:
    @jax.jit
    def step(params: LinearParams, x: Array, y: Array) -> tuple[LinearParams, Array, Array]:
        loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
        return jax.tree.map(lambda p, g: p - lr * g, params, grads), loss, optax.global_norm(grads)

    return step


def fit(params: LinearParams, x: Array, y: Array, monitor: Monitor, steps: int, lr: float = 0.1) -> LinearParams:
    step = make_step(monitor, lr)
    for _ in range(steps):
        params, loss, grad_norm = step(params, x, y)
        monitor.record("loss", loss)
        monitor.record("grad_norm", grad_norm)
    return params
