"""The weights kept in an nnx Variable made in `__init__`: nnx.jit returns it as state,
so after the call it holds an array."""

from typing import Any

import jax
import jax.numpy as jnp
from flax import nnx


class Attention(nnx.Module):
    def __init__(self, width, rngs):
        self.qk = nnx.Linear(width, 2 * width, rngs=rngs)
        self.last_weights: nnx.Intermediate[Any] = nnx.Intermediate(None)

    def __call__(self, x):
        q, k = jnp.split(self.qk(x), 2, axis=-1)
        weights = jax.nn.softmax(q @ k.T)
        self.last_weights.set_value(weights)
        return weights @ x


@nnx.jit
def predict(model, x):
    return model(x).argmax(-1)


model = Attention(4, nnx.Rngs(0))
predict(model, jnp.ones((3, 4)))
print(model.last_weights.get_value().sum(axis=-1))
