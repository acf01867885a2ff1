"""A tempered MLP that validates what it is given when it is built."""

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
        assert temperature > 0, "the temperature must be positive"  # E: jax-traced-bool
        self.temperature = jnp.asarray(temperature)

    def __call__(self, x):
        return self.head(jax.nn.gelu(self.hidden(x))) / self.temperature
