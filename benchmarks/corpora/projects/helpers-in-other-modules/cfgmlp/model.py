import jax
import jax.numpy as jnp

from .config import DEFAULT

ACTIVATIONS = {"tanh": jnp.tanh, "relu": jax.nn.relu, "gelu": jax.nn.gelu}


def init(key, cfg=DEFAULT):
    params = []
    for k, (a, b) in zip(jax.random.split(key, len(cfg.widths) - 1), zip(cfg.widths[:-1], cfg.widths[1:])):
        params.append({"w": jax.random.normal(k, (a, b)) / jnp.sqrt(a), "b": jnp.zeros(b)})
    return params


def apply(params, x, cfg=DEFAULT):
    act = ACTIVATIONS[cfg.activation]
    for layer in params[:-1]:
        h = act(x @ layer["w"] + layer["b"])
        if cfg.residual and h.shape == x.shape:
            h = h + x
        x = h
    return x @ params[-1]["w"] + params[-1]["b"]
