"""Generation engine. State is a decayed token summary, so each step is O(1) in length."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

from . import layers, mesh as mesh_lib
from .config import ModelConfig

DECAY = 0.5


def init_params(cfg: ModelConfig, seed: int = 0) -> dict:
    rng = np.random.default_rng(seed)

    def dense(shape, fan_in):
        return rng.standard_normal(shape, np.float32) / np.sqrt(fan_in)

    return {
        "embed": dense((cfg.vocab_size, cfg.d_model), 1),
        "unembed": dense((cfg.d_model, cfg.vocab_size), cfg.d_model),
        "layers": [
            {"w_in": dense((cfg.d_model, cfg.d_ff), cfg.d_model), "w_out": dense((cfg.d_ff, cfg.d_model), cfg.d_ff)}
            for _ in range(cfg.num_layers)
        ],
    }


class Engine:
    def __init__(self, cfg: ModelConfig, mesh: Mesh, params: dict):
        if cfg.d_ff % mesh.shape["model"] or cfg.vocab_size % mesh.shape["model"]:
            raise ValueError("d_ff and vocab_size must divide the model axis")
        self.cfg = cfg
        self.mesh = mesh
        self.params = mesh_lib.shard(params, mesh_lib.param_specs(cfg.num_layers), mesh)
        self.batch_sharding = NamedSharding(mesh, P("data", None))
        self.generate = jax.jit(self._generate, static_argnames=("max_new_tokens", "stop_tokens"))

    def _logits(self, params, summary):
        x = summary
        for layer in params["layers"]:
            x = x + layers.tp_mlp(layers.layer_norm(x), layer["w_in"], layer["w_out"], self.mesh)
        return layers.tp_logits(layers.layer_norm(x), params["unembed"], self.mesh)

    def _generate(self, params, prompt, prompt_mask, *, max_new_tokens: int, stop_tokens: tuple[int, ...]):
        length = jnp.sum(prompt_mask, axis=1, keepdims=True)
        age = length - 1.0 - jnp.arange(prompt.shape[1], dtype=jnp.float32)[None, :]
        weights = jnp.where(prompt_mask > 0, DECAY**age, 0.0)
        state = jnp.einsum("bt,btd->bd", weights, params["embed"][prompt])
        state = state / jnp.maximum(jnp.sum(weights, axis=1, keepdims=True), 1e-6)
        stop = jnp.asarray(stop_tokens, jnp.int32)

        def step(carry, _):
            state, done = carry
            logits = self._logits(params, state)
            nxt = jnp.argmax(logits, axis=-1).astype(jnp.int32)
            nxt = jnp.where(done, stop[0], nxt)
            done = done | jnp.isin(nxt, stop)
            state = DECAY * state + (1.0 - DECAY) * params["embed"][nxt]
            return (state, done), nxt

        done0 = jnp.zeros((prompt.shape[0],), bool)
        _, out = lax.scan(step, (state, done0), None, length=max_new_tokens)
        return out.T
