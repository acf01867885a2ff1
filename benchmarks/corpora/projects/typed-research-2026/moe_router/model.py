from __future__ import annotations

import flax.linen as nn
import jax
import jax.numpy as jnp

from moe_router.config import MoEConfig
from moe_router.layers import MoEFeedForward


class MoEBlock(nn.Module):
    cfg: MoEConfig

    @nn.compact
    def __call__(self, x: jax.Array) -> tuple[jax.Array, jax.Array]:
        h = nn.LayerNorm()(x)
        h = nn.SelfAttention(num_heads=2, qkv_features=self.cfg.d_model)(h)
        x = x + h
        y, aux = MoEFeedForward(self.cfg)(nn.LayerNorm()(x))
        return x + y, aux


class MoEClassifier(nn.Module):
    cfg: MoEConfig

    @nn.compact
    def __call__(self, tokens: jax.Array) -> tuple[jax.Array, jax.Array]:
        x = nn.Embed(self.cfg.vocab_size, self.cfg.d_model)(tokens)
        pos = self.param("pos", nn.initializers.normal(0.02), (self.cfg.seq_len, self.cfg.d_model))
        x = x + pos[None, : tokens.shape[1]]
        aux_total = jnp.zeros(())
        for _ in range(self.cfg.n_layers):
            x, aux = MoEBlock(self.cfg)(x)
            aux_total = aux_total + aux
        logits = nn.Dense(self.cfg.n_classes)(nn.LayerNorm()(x).mean(axis=1))
        return logits, aux_total / self.cfg.n_layers
