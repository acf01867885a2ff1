"""An equinox model whose layer, held in a field, repeats its step as many times as an
integer field says: `filter_jit` traces only the arrays of the model and its layers, so
the count stays a Python int."""

import equinox as eqx
import jax
import jax.numpy as jnp


class Repeat(eqx.Module):
    weight: jax.Array
    times: int
    name: str = eqx.field(static=True)

    def __init__(self, key, times):
        self.weight = jax.random.normal(key, (3, 3)) * 0.1
        self.times = times
        self.name = "repeat"

    def __call__(self, x):
        for _ in range(self.times):
            x = jnp.tanh(x @ self.weight)
        return x


class Model(eqx.Module):
    layer: Repeat
    scale: float

    def __init__(self, key):
        self.layer = Repeat(key, 3)
        self.scale = 2.0

    def __call__(self, x):
        if self.layer.name == "repeat" and self.scale > 1.0:
            x = x * self.scale
        return self.layer(x)


@eqx.filter_jit
def predict(model, x):
    return model(x)


predict(Model(jax.random.PRNGKey(0)), jnp.ones((2, 3)))
