import jax

from . import util


def dense(key, n_in, n_out):
    w = jax.random.normal(key, (n_in, n_out)) * util.fan_scale(n_in)
    return {"w": w, "b": jax.numpy.zeros((n_out,))}


def network(key, cfg):
    keys = jax.random.split(key, cfg.depth + 2)
    params = {"inp": dense(keys[0], cfg.in_dim, cfg.width)}
    params["blocks"] = [
        {"fc": dense(keys[i + 1], cfg.width, cfg.width), "scale": jax.numpy.ones((cfg.width,))}
        for i in range(cfg.depth)
    ]
    params["out"] = dense(keys[-1], cfg.width, cfg.out_dim)
    return params
