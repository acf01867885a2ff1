from __future__ import annotations

import jax
import jax.numpy as jnp
from flax import nnx
from jaxtyping import Array, Float

from .checks import all_within, soft_clip
from .config import ModelConfig


class GatedBlock(nnx.Module):
    def __init__(self, d_in: int, d_hidden: int, clip: float, *, rngs: nnx.Rngs) -> None:
        self.up = nnx.Linear(d_in, d_hidden, rngs=rngs)
        self.gate = nnx.Linear(d_in, d_hidden, rngs=rngs)
        self.clip = clip

    def __call__(self, x: Float[Array, "b d"]) -> Float[Array, "b h"]:
        h = self.up(x) * jax.nn.sigmoid(self.gate(x))
        return jnp.where(all_within(h, self.clip), h, soft_clip(h, self.clip))


class GatedMLP(nnx.Module):
    def __init__(self, cfg: ModelConfig, *, rngs: nnx.Rngs) -> None:
        self.block = GatedBlock(cfg.d_in, cfg.d_hidden, cfg.act_clip, rngs=rngs)
        self.norm = nnx.LayerNorm(cfg.d_hidden, rngs=rngs)
        self.head = nnx.Linear(cfg.d_hidden, cfg.d_out, rngs=rngs)

    def __call__(self, x: Float[Array, "b d"]) -> Float[Array, "b o"]:
        return self.head(self.norm(self.block(x)))
