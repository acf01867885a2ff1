"""The classifier: an equinox module with a norm-capped hidden layer."""

import equinox as eqx
import jax
import jax.numpy as jnp


class Classifier(eqx.Module):
    hidden: eqx.nn.Linear
    out: eqx.nn.Linear
    max_norm: float

    def __init__(self, n_in, n_hidden, n_classes, max_norm, key):
        k1, k2 = jax.random.split(key)
        self.hidden = eqx.nn.Linear(n_in, n_hidden, key=k1)
        self.out = eqx.nn.Linear(n_hidden, n_classes, key=k2)
        self.max_norm = max_norm

    def __call__(self, x):
        h = jax.nn.relu(self.hidden(x))
        norm = jnp.linalg.norm(h)
        h = jnp.where(norm > self.max_norm, h * (self.max_norm / norm), h)
        return self.out(h)
