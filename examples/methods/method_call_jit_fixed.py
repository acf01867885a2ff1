"""`jnp.where` selects without converting the traced score to a Python bool."""

import jax
import jax.numpy as jnp


class Gate:
    def __init__(self, w, bias):
        self.w = w
        self.bias = bias

    def __call__(self, obs):
        score = jnp.dot(obs, self.w) + self.bias
        if self.bias > 0:  # a Python float from the constructor: static
            score = score + self.bias
        return jnp.where(score > 0, jnp.tanh(score), jnp.zeros_like(score))


act = jax.jit(Gate(jnp.array([0.5, -0.25]), 0.1).__call__)
act(jnp.array([1.0, 2.0]))
