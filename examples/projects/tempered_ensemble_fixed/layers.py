"""A tempered MLP whose check of its temperature is part of the computation
(`eqx.error_if`), so it runs on a traced temperature too."""

import equinox as eqx
import jax
import jax.numpy as jnp


class TemperedMLP(eqx.Module):
    hidden: eqx.nn.Linear
    head: eqx.nn.Linear
    temperature: jax.Array

    def __init__(self, size, temperature, *, key):
        k1, k2 = jax.random.split(key)
        self.hidden = eqx.nn.Linear(size, 8, key=k1)
        self.head = eqx.nn.Linear(8, 1, key=k2)
        self.temperature = eqx.error_if(
            jnp.asarray(temperature), temperature <= 0, "the temperature must be positive"
        )

    def __call__(self, x):
        return self.head(jax.nn.gelu(self.hidden(x))) / self.temperature
