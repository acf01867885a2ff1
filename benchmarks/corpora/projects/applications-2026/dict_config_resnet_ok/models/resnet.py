import jax
import jax.numpy as jnp


def _dense(key, a, b):
    return {"w": jax.random.normal(key, (a, b)) / jnp.sqrt(a), "b": jnp.zeros((b,))}


def init_params(key, in_dim, cfg):
    keys = jax.random.split(key, cfg["num_blocks"] + 2)
    params = {"stem": _dense(keys[0], in_dim, cfg["width"]), "head": _dense(keys[1], cfg["width"], 1)}
    params["blocks"] = [_dense(k, cfg["width"], cfg["width"]) for k in keys[2:]]
    return params


def forward(params, x, cfg):
    h = x @ params["stem"]["w"] + params["stem"]["b"]
    for i in range(cfg["num_blocks"]):
        blk = params["blocks"][i]
        h = h + cfg["residual_scale"] * jnp.tanh(h @ blk["w"] + blk["b"])
    return h @ params["head"]["w"] + params["head"]["b"]
