from __future__ import annotations

import functools

import jax
from jaxtyping import Array, Float

from .activations import activate
from .config import ModelConfig
from .params import Layer


@functools.partial(jax.jit, static_argnames=("cfg",))
def forward(params: list[Layer], x: Float[Array, "b d"], cfg: ModelConfig) -> Float[Array, "b o"]:
    for i, (w, b) in enumerate(params):
        h = x @ w + b
        if i == cfg.depth - 1:
            return h
        h = activate(h, cfg.activation)
        x = x + h if cfg.residual and h.shape == x.shape else h
    return x
