"""An nnx Module keeps its attention weights on a plain attribute: nnx.jit writes the
attribute back to the model it was given, tracer and all, and reading it after the call
fails."""

from typing import Any

import jax
import jax.numpy as jnp
from flax import nnx


class Attention(nnx.Module):
    def __init__(self, width, rngs):
        self.qk = nnx.Linear(width, 2 * width, rngs=rngs)
        self.last_weights: Any = None

    def __call__(self, x):
        q, k = jnp.split(self.qk(x), 2, axis=-1)
        self.last_weights = jax.nn.softmax(q @ k.T)  # E: jax-tracer-leak
        return self.last_weights @ x


@nnx.jit
def predict(model, x):
    return model(x).argmax(-1)


model = Attention(4, nnx.Rngs(0))
predict(model, jnp.ones((3, 4)))
print(model.last_weights.sum(axis=-1))
