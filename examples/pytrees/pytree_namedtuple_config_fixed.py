"""The config is a static argument: a NamedTuple of Python values is hashable."""

import functools
from typing import NamedTuple

import jax
import jax.numpy as jnp


class MLPConfig(NamedTuple):
    num_layers: int
    scale: float


@functools.partial(jax.jit, static_argnames=("cfg",))
def mlp(x, w, cfg):
    for _ in range(cfg.num_layers):
        x = jax.nn.relu(x @ w) * cfg.scale
    return x


mlp(jnp.ones((2, 3)), jnp.eye(3), cfg=MLPConfig(num_layers=2, scale=0.5))
