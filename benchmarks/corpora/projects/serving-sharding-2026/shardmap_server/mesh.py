"""Mesh and sharding helpers."""
from __future__ import annotations

import jax
import numpy as np
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

from .config import MeshConfig


def build(cfg: MeshConfig) -> Mesh:
    devices = np.asarray(jax.devices()).reshape(-1)[: cfg.data * cfg.model]
    return Mesh(devices.reshape(cfg.data, cfg.model), ("data", "model"))


def param_specs(num_layers: int) -> dict:
    return {
        "embed": P(),
        "unembed": P(None, "model"),
        "layers": [{"w_in": P(None, "model"), "w_out": P("model", None)} for _ in range(num_layers)],
    }


def shard(tree, specs, mesh: Mesh):
    shardings = jax.tree.map(lambda s: NamedSharding(mesh, s), specs, is_leaf=lambda x: isinstance(x, P))
    return jax.device_put(tree, shardings)
