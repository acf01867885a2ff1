from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class MetricConfig:
    log_every: int = 1
    clip_loss: Optional[float] = 100.0
    prefix: str = "train"


def loss_value(loss: jax.Array, cfg: MetricConfig) -> float:
    value = float(loss)
    if cfg.clip_loss is not None:
        value = min(value, cfg.clip_loss)
    return value


def grad_norm(grads: dict[str, jax.Array]) -> jax.Array:
    return optax_global_norm(grads)


def optax_global_norm(tree: dict[str, jax.Array]) -> jax.Array:
    leaves = jax.tree.leaves(tree)
    return jnp.sqrt(sum(jnp.sum(jnp.square(x)) for x in leaves))
