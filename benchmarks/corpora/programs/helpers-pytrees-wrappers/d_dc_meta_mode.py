"""Layer parameters as a registered dataclass with an activation name."""
import dataclasses

import jax
import jax.numpy as jnp


@dataclasses.dataclass
class Layer:
    weight: jax.Array
    bias: jax.Array
    activation: str
    residual: bool


jax.tree_util.register_dataclass(
    Layer, data_fields=["weight", "bias"], meta_fields=["activation", "residual"]
)


def _activate(h, name):
    if name == "relu":
        return jax.nn.relu(h)
    if name == "gelu":
        return jax.nn.gelu(h)
    return h


@jax.jit
def apply(layer, x):
    h = _activate(x @ layer.weight + layer.bias, layer.activation)
    if layer.residual and h.shape == x.shape:
        h = h + x
    return h


if __name__ == "__main__":
    layer = Layer(jnp.eye(3) * 0.5, jnp.ones(3), "gelu", True)
    print(apply(layer, jnp.arange(6.0).reshape(2, 3)))
    other = dataclasses.replace(layer, activation="relu", residual=False)
    print(apply(other, jnp.arange(6.0).reshape(2, 3)))
