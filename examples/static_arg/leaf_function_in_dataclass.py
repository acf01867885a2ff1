"""A registered dataclass holds its activation as a field, so jax.jit flattens the
function as a leaf: a plain function is no JAX type (TypeError at the call)."""

import dataclasses
from collections.abc import Callable

import jax
import jax.numpy as jnp


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


layer = Layer(jnp.eye(3), jnp.tanh)
forward(layer, jnp.ones(3))  # E: jax-static-arg
