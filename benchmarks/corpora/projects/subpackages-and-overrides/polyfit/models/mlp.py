"""A scalar-to-scalar multilayer perceptron."""

import equinox as eqx
import jax
import jax.numpy as jnp


class MLP(eqx.Module):
    layers: list
    depth: int = eqx.field(static=True)
    activation: str = eqx.field(static=True)
    residual: bool = eqx.field(static=True)

    def __init__(self, width: int, depth: int, activation: str, key, residual: bool = True):
        keys = jax.random.split(key, depth + 2)
        self.layers = [eqx.nn.Linear(1, width, key=keys[0])]
        self.layers += [eqx.nn.Linear(width, width, key=k) for k in keys[1:depth]]
        self.layers.append(eqx.nn.Linear(width, 1, key=keys[-1]))
        self.depth = depth
        self.activation = activation
        self.residual = residual

    def act(self, h):
        if self.activation == "tanh":
            return jnp.tanh(h)
        return jax.nn.relu(h)

    def __call__(self, x):
        h = self.act(self.layers[0](jnp.reshape(x, (1,))))
        for i in range(1, self.depth):
            out = self.act(self.layers[i](h))
            h = h + out if self.residual else out
        return self.layers[-1](h)[0]
