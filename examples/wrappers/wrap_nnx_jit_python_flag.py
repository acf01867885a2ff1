"""`nnx.jit` traces a Python bool it is given, like `jax.jit`: only a Module's Python
attributes stay static, so `not train` on the traced flag fails."""

import jax
import jax.numpy as jnp
from flax import nnx


class Classifier(nnx.Module):
    def __init__(self, rngs):
        self.dense = nnx.Linear(4, 2, rngs=rngs)
        self.drop = nnx.Dropout(0.5, rngs=rngs)

    def __call__(self, x, train):
        h = jax.nn.relu(self.dense(x))
        return self.drop(h, deterministic=not train)  # E: jax-traced-bool


@nnx.jit
def predict(model, x, train):
    return model(x, train).argmax(-1)


predict(Classifier(nnx.Rngs(0, dropout=1)), jnp.ones((3, 4)), True)
