"""Equinox building blocks with constructor-time validation."""
import equinox as eqx
import jax
import jax.numpy as jnp


class TemperedMLP(eqx.Module):
    hidden: eqx.nn.Linear
    head: eqx.nn.Linear
    temperature: jax.Array

    def __init__(self, in_size, hidden, out_size, temperature, *, key):
        if in_size <= 0 or hidden <= 0 or out_size <= 0:
            raise ValueError("layer sizes must be positive")
        k1, k2 = jax.random.split(key)
        self.hidden = eqx.nn.Linear(in_size, hidden, key=k1)
        self.head = eqx.nn.Linear(hidden, out_size, key=k2)
        temperature = eqx.error_if(temperature, temperature <= 0, "temperature must be positive")
        self.temperature = jnp.asarray(temperature, jnp.float32)

    def __check_init__(self):
        if self.hidden.out_features != self.head.in_features:
            raise ValueError("hidden and head sizes disagree")

    def __call__(self, x):
        h = jax.nn.gelu(self.hidden(x))
        return self.head(h) / jax.lax.stop_gradient(self.temperature)
