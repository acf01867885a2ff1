"""Mesh construction and name-based partitioning rules for the parameter tree."""
from __future__ import annotations

import jax
import numpy as np
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

from .config import MeshConfig

# Leaf name -> how that weight is laid out over the mesh.
PARAM_RULES = {
    "embed": P(None, "model"),
    "w_in": P(None, "model"),
    "w_out": P("model", None),
    "unembed": P(None, "model"),
    "norm": P(),
}


def make_mesh(cfg: MeshConfig) -> Mesh:
    needed = cfg.data * cfg.model
    if jax.device_count() < needed:
        raise RuntimeError(f"need {needed} devices, have {jax.device_count()}")
    devices = np.asarray(jax.devices()[:needed]).reshape(cfg.data, cfg.model)
    return Mesh(devices, axis_names=("data", "model"))


def _leaf_name(path) -> str:
    last = path[-1]
    return getattr(last, "key", getattr(last, "name", str(last)))


def param_shardings(params, mesh: Mesh):
    def rule(path, _):
        return NamedSharding(mesh, PARAM_RULES[_leaf_name(path)])

    return jax.tree_util.tree_map_with_path(rule, params)


def shard_params(params, mesh: Mesh):
    return jax.device_put(params, param_shardings(params, mesh))


def batch_sharding(mesh: Mesh) -> NamedSharding:
    return NamedSharding(mesh, P("data", None))


def describe(params) -> list[str]:
    lines = []
    for path, leaf in jax.tree_util.tree_leaves_with_path(params):
        name = jax.tree_util.keystr(path)
        lines.append(f"{name:28s} {str(leaf.shape):14s} {leaf.sharding.spec}")
    return lines
