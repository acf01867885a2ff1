"""The objective is `getattr(objectives, cfg.objective)`: the function the config names."""

from dataclasses import dataclass

import jax
import jax.numpy as jnp

from contrastive_objective import objectives


@dataclass(frozen=True)
class Config:
    objective: str = "cosine"


cfg = Config()
criterion = getattr(objectives, cfg.objective)


@jax.jit
def loss(z1, z2):
    return criterion(z1, z2)


print(float(loss(jnp.ones((4, 3)), jnp.ones((4, 3)) * 2.0)))
