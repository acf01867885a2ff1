from __future__ import annotations

import jax
import jax.numpy as jnp
from jaxtyping import Array, Float

from .config import ModelConfig
from .model import forward
from .params import Layer


def mse(params: list[Layer], x: Float[Array, "b d"], y: Float[Array, "b o"], cfg: ModelConfig) -> Array:
    return jnp.mean((forward(params, x, cfg=cfg) - y) ** 2)


def sgd(params: list[Layer], x: Array, y: Array, cfg: ModelConfig, lr: float, steps: int) -> list[Layer]:
    grad_fn = jax.grad(mse)
    for _ in range(steps):
        grads = grad_fn(params, x, y, cfg)
        params = jax.tree.map(lambda p, g: p - lr * g, params, grads)
    return params
