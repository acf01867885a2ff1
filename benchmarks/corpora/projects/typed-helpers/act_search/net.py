from __future__ import annotations

from typing import NamedTuple

import jax
import jax.numpy as jnp

from .activations import Activation, resolve


class Layer(NamedTuple):
    w: jax.Array
    b: jax.Array


def init_mlp(key: jax.Array, sizes: list[int]) -> list[Layer]:
    keys = jax.random.split(key, len(sizes) - 1)
    return [
        Layer(jax.random.normal(k, (m, n)) * m ** -0.5, jnp.zeros((n,)))
        for k, m, n in zip(keys, sizes[:-1], sizes[1:])
    ]


def mlp_apply(layers: list[Layer], x: jax.Array, act: Activation) -> jax.Array:
    for layer in layers[:-1]:
        x = act(x @ layer.w + layer.b)
    last = layers[-1]
    return x @ last.w + last.b


def per_example(layers: list[Layer], x: jax.Array, act_code: int) -> jax.Array:
    act = resolve(act_code)
    return mlp_apply(layers, x, act)
