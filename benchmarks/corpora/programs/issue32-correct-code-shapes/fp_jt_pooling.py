from dataclasses import dataclass

import jax
import jax.numpy as jnp
from jaxthink_typing import Static, jit


@jit
def pool(x, mode: Static[str], axis: Static[int] = -1):
    if mode == "sum":
        return x.sum(axis=axis)
    if mode == "mean":
        return x.mean(axis=axis)
    if mode == "max":
        return x.max(axis=axis)
    if mode.startswith("lse"):
        temp = float(mode.split(":")[1]) if ":" in mode else 1.0
        return temp * jax.nn.logsumexp(x / temp, axis=axis)
    raise ValueError(f"unknown pooling {mode}")


@dataclass
class ReadoutConfig:
    node_pool: str = "mean"
    graph_pool: str = "lse:0.5"


@jit
def readout(node_feats, segment_ids, num_graphs: Static[int], cfg_pool: Static[str]):
    per_graph = jnp.stack([jnp.where((segment_ids == g)[:, None], node_feats, 0.0) for g in range(num_graphs)])
    return pool(per_graph, cfg_pool, axis=1)


x = jnp.arange(12.0).reshape(3, 4)
for mode in ["sum", "mean", "max", "lse", "lse:0.1"]:
    print(mode, pool(x, mode), pool(x, mode, 0))
cfg = ReadoutConfig()
feats = jax.random.normal(jax.random.PRNGKey(0), (7, 5))
seg = jnp.array([0, 0, 1, 1, 1, 2, 2])
print(readout(feats, seg, int(seg.max()) + 1, cfg.node_pool).shape)
print(pool(readout(feats, seg, 3, cfg_pool=cfg.node_pool), cfg.graph_pool).shape)
