from __future__ import annotations

from typing import Any

import flax.linen as nn
import jax
import jax.numpy as jnp

from .memory import MemoryConfig, memory_features, update_memory


class Summarizer(nn.Module):
    width: int

    @nn.compact
    def __call__(self, x: jax.Array) -> jax.Array:
        h = nn.Dense(32)(x)
        h = nn.relu(h)
        return nn.Dense(self.width)(h.mean(axis=0))


class Predictor(nn.Module):
    mem_cfg: MemoryConfig
    n_out: int = 1

    @nn.compact
    def __call__(self, x: jax.Array, memory: jax.Array, step: jax.Array) -> tuple[jax.Array, jax.Array]:
        summary = Summarizer(self.mem_cfg.width)(x)
        memory = update_memory(memory, step, summary)
        ctx = memory_features(memory)
        ctx = jnp.broadcast_to(ctx, (x.shape[0], ctx.shape[0]))
        out = nn.Dense(self.n_out)(jnp.concatenate([x, ctx], axis=-1))
        return out, memory


def make_step(model: Predictor):
    @jax.jit
    def step_fn(params: Any, x: jax.Array, memory: jax.Array, step: jax.Array):
        return model.apply({"params": params}, x, memory, step)

    return step_fn
