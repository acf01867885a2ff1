"""Member families; each builder returns (init, apply)."""

import jax
import jax.numpy as jnp

from .registry import register


@register("linear")
def linear():
    def init(key, n_in):
        return {"w": 0.1 * jax.random.normal(key, (n_in,)), "b": jnp.zeros(())}

    def apply(params, x):
        if x.ndim == 1:
            x = x[None, :]
        return x @ params["w"] + params["b"]

    return init, apply


@register("mlp")
def mlp(widths=(8, 8)):
    def init(key, n_in):
        keys = jax.random.split(key, len(widths) + 1)
        sizes = (n_in,) + widths
        hidden = [
            {"w": jax.random.normal(k, (a, b)) / jnp.sqrt(a), "b": jnp.zeros(b)}
            for k, a, b in zip(keys[:-1], sizes[:-1], sizes[1:])
        ]
        return {"hidden": hidden, "w": jax.random.normal(keys[-1], (widths[-1],)) * 0.1, "b": jnp.zeros(())}

    def apply(params, x):
        if x.ndim == 1:
            x = x[None, :]
        h = x
        for i in range(len(params["hidden"])):
            z = h @ params["hidden"][i]["w"] + params["hidden"][i]["b"]
            h = jnp.where(z > 0, z, 0.1 * z)
        scale = 1.0 / len(params["hidden"])
        return scale * (h @ params["w"]) + params["b"]

    return init, apply
