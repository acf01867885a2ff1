"""Model configuration registered as a pytree with static metadata fields."""

import dataclasses
import functools

import jax
import jax.numpy as jnp


@functools.partial(
    jax.tree_util.register_dataclass,
    data_fields=["weights"],
    meta_fields=["n_layers", "activation"],
)
@dataclasses.dataclass
class Model:
    weights: jax.Array
    n_layers: int
    activation: str


@jax.jit
def apply(model, x):
    for i in range(model.n_layers):
        x = x @ model.weights[i]
        if model.activation == "tanh":
            x = jnp.tanh(x)
    return x


if __name__ == "__main__":
    ws = jax.random.normal(jax.random.PRNGKey(0), (3, 4, 4)) * 0.5
    model = Model(weights=ws, n_layers=3, activation="tanh")
    print(apply(model, jnp.ones((2, 4))))
    print(apply(Model(ws, 2, "linear"), jnp.ones((2, 4))))
