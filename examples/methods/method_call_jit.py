"""A callable object's `__call__`, jitted as a bound method: its input is traced."""

import jax
import jax.numpy as jnp


class Gate:
    def __init__(self, w, bias):
        self.w = w
        self.bias = bias

    def __call__(self, obs):
        score = jnp.dot(obs, self.w) + self.bias
        if score > 0:  # E: jax-traced-bool
            return jnp.tanh(score)
        return jnp.zeros_like(score)


act = jax.jit(Gate(jnp.array([0.5, -0.25]), 0.1).__call__)
act(jnp.array([1.0, 2.0]))
