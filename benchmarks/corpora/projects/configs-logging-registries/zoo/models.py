"""Model builders. Each returns (params, apply)."""

import jax

from . import layers
from .registry import register


@register("linear")
def build_linear(key, n_in, n_out, width=None):
    params = {"out": layers.dense_init(key, n_in, n_out)}

    def apply(params, x, n_blocks):
        return layers.dense(params["out"], x)

    return params, apply


@register("mlp")
def build_mlp(key, n_in, n_out, width=16):
    k1, k2, k3 = jax.random.split(key, 3)
    params = {
        "inp": layers.dense_init(k1, n_in, width),
        "block": layers.dense_init(k2, width, width),
        "out": layers.dense_init(k3, width, n_out),
    }

    def apply(params, x, n_blocks):
        h = jax.nn.gelu(layers.dense(params["inp"], x))
        h = layers.residual_stack(h, params["block"], n_blocks)
        return layers.dense(params["out"], h)

    return params, apply
