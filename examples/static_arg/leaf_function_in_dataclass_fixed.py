"""`jax.tree_util.Partial` wraps the activation as a pytree (the function is static, its
bound arguments leaves), so the field annotated `Callable` holds no bare function and
jax.jit traces the layer; `evaluate`, which receives any Layer, is not reported."""

import dataclasses
from collections.abc import Callable

import jax
import jax.numpy as jnp
from jax.tree_util import Partial


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class Layer:
    weight: jax.Array
    activation: Callable[[jax.Array], jax.Array]


def scaled_tanh(x, scale):
    return jnp.tanh(x) * scale


@jax.jit
def forward(layer: Layer, x: jax.Array) -> jax.Array:
    return layer.activation(x @ layer.weight)


def evaluate(layer: Layer, x: jax.Array) -> jax.Array:
    return forward(layer, x)


layer = Layer(jnp.eye(3), Partial(jnp.tanh))
forward(layer, jnp.ones(3))
evaluate(Layer(jnp.eye(3), Partial(scaled_tanh, scale=2.0)), jnp.ones(3))
