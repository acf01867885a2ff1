import jax

from . import layers


def init(key, sizes):
    keys = jax.random.split(key, len(sizes))
    blocks = [layers.init_dense(k, a, b) for k, a, b in zip(keys[:-1], sizes[:-1], sizes[1:])]
    return {"blocks": blocks, "head": layers.init_dense(keys[-1], sizes[-1], 1)}


def forward(params, x):
    for p in params["blocks"]:
        x = layers.gated(p, x)
    return layers.dense(params["head"], x)[..., 0]
