import math

import jax
import jax.numpy as jnp

from . import entry_points, features


def _dense(key, a, b):
    return {"w": jax.random.normal(key, (a, b)) / math.sqrt(a), "b": jnp.zeros((b,))}


def init(key, feature_dim, cfg):
    in_dim = features.output_dim(cfg["node_features"], feature_dim, cfg["max_degree"])
    keys = jax.random.split(key, 2 * cfg["num_layers"] + 2)
    params = {"encoder": _dense(keys[0], in_dim, cfg["hidden"]), "layers": []}
    for i in range(cfg["num_layers"]):
        params["layers"].append({
            "message": _dense(keys[2 * i + 1], cfg["hidden"], cfg["hidden"]),
            "update": _dense(keys[2 * i + 2], 2 * cfg["hidden"], cfg["hidden"]),
        })
    params["readout"] = _dense(keys[-1], cfg["hidden"], 1)
    return params


def forward(params, graph, cfg):
    featurize = entry_points.load("molgraph.node_features", cfg["node_features"])
    aggregate = entry_points.load("molgraph.aggregators", cfg["aggregator"])
    h = featurize(graph, cfg["max_degree"])
    h = jax.nn.relu(h @ params["encoder"]["w"] + params["encoder"]["b"])
    num_nodes = h.shape[0]
    for layer in params["layers"]:
        msg = h[graph["senders"]] @ layer["message"]["w"] + layer["message"]["b"]
        agg = aggregate(jax.nn.relu(msg), graph["receivers"], num_nodes)
        upd = jnp.concatenate([h, agg], axis=1) @ layer["update"]["w"] + layer["update"]["b"]
        h = h + jax.nn.relu(upd) if upd.shape == h.shape else jax.nn.relu(upd)
    return jnp.tanh(h @ params["readout"]["w"] + params["readout"]["b"])
