"""Encoder: embed -> residual attention blocks -> mean-pool -> scalar head."""
from __future__ import annotations

import equinox as eqx
import jax
from jaxtyping import Array, Float, PRNGKeyArray

from .config import EncoderConfig
from .layers import SelfAttention


class Encoder(eqx.Module):
    embed: eqx.nn.Linear
    blocks: list[SelfAttention]
    head: eqx.nn.Linear

    def __init__(self, cfg: EncoderConfig, *, key: PRNGKeyArray) -> None:
        keys = jax.random.split(key, cfg.depth + 2)
        self.embed = eqx.nn.Linear(cfg.in_features, cfg.dim, key=keys[0])
        self.blocks = [SelfAttention(cfg.dim, cfg.num_heads, key=k) for k in keys[1:-1]]
        self.head = eqx.nn.Linear(cfg.dim, 1, key=keys[-1])

    def __call__(self, x: Float[Array, "t f"]) -> Float[Array, ""]:
        h = jax.vmap(self.embed)(x)
        for block in self.blocks:
            h = h + block(h)
        return self.head(h.mean(axis=0))[0]
