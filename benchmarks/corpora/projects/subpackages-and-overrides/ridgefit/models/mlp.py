"""A scalar-to-scalar multilayer perceptron."""

import equinox as eqx
import jax
import jax.numpy as jnp


class MLP(eqx.Module):
    layers: list
    activation: str = eqx.field(static=True)

    def __init__(self, width: int, depth: int, activation: str, key):
        keys = jax.random.split(key, depth + 1)
        sizes = [1] + [width] * depth + [1]
        self.layers = [eqx.nn.Linear(a, b, key=k) for a, b, k in zip(sizes[:-1], sizes[1:], keys)]
        self.activation = activation

    def __call__(self, x):
        h = jnp.reshape(x, (1,))
        for layer in self.layers[:-1]:
            h = layer(h)
            h = jnp.tanh(h) if self.activation == "tanh" else jax.nn.relu(h)
        return self.layers[-1](h)[0]
