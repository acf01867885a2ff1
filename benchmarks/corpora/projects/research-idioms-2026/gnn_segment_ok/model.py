import jax
import jax.numpy as jnp

from . import layers
from .graphs import FEAT, N_GRAPHS

HIDDEN = 16
N_LAYERS = 2


def init(key):
    keys = jax.random.split(key, 2 * N_LAYERS + 2)
    params = {"embed": layers.dense_init(keys[0], FEAT, HIDDEN), "mp": []}
    for i in range(N_LAYERS):
        params["mp"].append({
            "msg": layers.dense_init(keys[2 * i + 1], HIDDEN, HIDDEN),
            "upd": layers.dense_init(keys[2 * i + 2], 2 * HIDDEN, HIDDEN),
        })
    params["readout"] = layers.dense_init(keys[-1], HIDDEN, 1)
    return params


def apply(params, graph):
    h = layers.dense(params["embed"], graph["nodes"])
    for p in params["mp"]:
        h = layers.message_pass(p, h, graph)
    pooled = jax.ops.segment_sum(h, graph["node_graph"], num_segments=N_GRAPHS + 1)[:N_GRAPHS]
    return layers.dense(params["readout"], pooled)[:, 0]
