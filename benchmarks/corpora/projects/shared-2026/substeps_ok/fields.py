import equinox as eqx
import jax
import jax.numpy as jnp

from . import util


class VectorField(eqx.Module):
    layers: list
    damping: jax.Array

    def __init__(self, key, dim, width, depth):
        keys = jax.random.split(key, depth + 1)
        sizes = [dim] + [width] * depth + [dim]
        self.layers = [eqx.nn.Linear(a, b, key=k) for a, b, k in zip(sizes[:-1], sizes[1:], keys)]
        self.damping = jnp.array(0.1)

    def __call__(self, y):
        h = y
        for layer in self.layers[:-1]:
            h = jnp.tanh(layer(h))
        return self.layers[-1](h) - self.damping * y

    def smoothed(self, y, passes=2):
        return util.repeat(lambda v: 0.5 * (v + self(v)), y, passes)
