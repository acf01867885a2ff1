"""The serving engine: sharded parameters, jitted step, host loop over new tokens."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

from . import batching, mesh_utils, model
from .config import ModelConfig, ServeConfig


class ServingEngine:
    def __init__(self, cfg: ModelConfig, scfg: ServeConfig, mesh: Mesh, params: dict):
        self.cfg = cfg
        self.scfg = scfg
        self.mesh = mesh
        self.params = mesh_utils.shard_params(params, mesh)
        self.batch_sharding = mesh_utils.batch_sharding(mesh)
        self._next_token = jax.jit(
            self._next_token_impl, out_shardings=NamedSharding(mesh, P("data"))
        )

    def _next_token_impl(self, params, tokens, lengths):
        mask = jnp.arange(tokens.shape[1])[None, :] < lengths[:, None]
        logits = model.forward(params, tokens, mask, self.mesh, self.cfg)
        last = jnp.take_along_axis(logits, (lengths - 1)[:, None, None], axis=1)[:, 0]
        return jnp.argmax(last, axis=-1).astype(jnp.int32)

    def complete(self, requests: list[list[int]]) -> list[list[int]]:
        longest = max(len(r) for r in requests) + self.scfg.max_new_tokens
        bucket = batching.pick_bucket(longest, self.scfg.seq_buckets)
        tokens, lengths = batching.pad_requests(
            requests, bucket, self.mesh.shape["data"], self.scfg.pad_id
        )
        for _ in range(self.scfg.max_new_tokens):
            nxt = self._next_token(
                self.params,
                jax.device_put(tokens, self.batch_sharding),
                jax.device_put(lengths, NamedSharding(self.mesh, P("data"))),
            )
            nxt = np.asarray(nxt)
            tokens[np.arange(len(tokens)), lengths] = nxt
            lengths = lengths + 1
        return [tokens[i, len(r): lengths[i]].tolist() for i, r in enumerate(requests)]
