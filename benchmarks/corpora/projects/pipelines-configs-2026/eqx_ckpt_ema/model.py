"""Equinox MLP with residual hidden layers."""
import equinox as eqx
import jax
import jax.numpy as jnp


class ResMLP(eqx.Module):
    inp: eqx.nn.Linear
    hidden: list
    out: eqx.nn.Linear

    def __init__(self, in_dim, width, depth, key):
        keys = jax.random.split(key, depth + 2)
        self.inp = eqx.nn.Linear(in_dim, width, key=keys[0])
        self.hidden = [eqx.nn.Linear(width, width, key=k) for k in keys[1:-1]]
        self.out = eqx.nn.Linear(width, 1, key=keys[-1])

    def __call__(self, x):
        h = jnp.tanh(self.inp(x))
        for layer in self.hidden:
            h = h + jnp.tanh(layer(h))
        return self.out(h)
