"""A NamedTuple config passed to jit is a pytree: its int fields become tracers."""

from typing import NamedTuple

import jax
import jax.numpy as jnp


class MLPConfig(NamedTuple):
    num_layers: int
    scale: float


@jax.jit
def mlp(x, w, cfg):
    for _ in range(cfg.num_layers):  # E: jax-traced-index
        x = jax.nn.relu(x @ w) * cfg.scale
    return x


mlp(jnp.ones((2, 3)), jnp.eye(3), MLPConfig(num_layers=2, scale=0.5))
