from __future__ import annotations

import jax
import jax.numpy as jnp
from jaxtyping import Array, Float, PRNGKeyArray

from .config import ModelConfig

Layer = tuple[Float[Array, "i o"], Float[Array, "o"]]


def init_params(key: PRNGKeyArray, in_dim: int, cfg: ModelConfig) -> list[Layer]:
    dims = (in_dim, *cfg.widths)
    keys = jax.random.split(key, cfg.depth)
    return [
        (jax.random.normal(k, (i, o)) / jnp.sqrt(i), jnp.zeros(o))
        for k, i, o in zip(keys, dims[:-1], dims[1:])
    ]
