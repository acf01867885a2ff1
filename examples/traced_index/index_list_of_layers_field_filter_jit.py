"""An equinox Module's `__init__` stores a list of layers, each holding a list of
per-relation weights. Under `filter_jit` those lists stay Python lists; indexing one with
a relation id that vmap traces calls `__index__` on the tracer."""

import equinox as eqx
import jax
import jax.numpy as jnp


def message(h, rel, weights):
    return h @ weights[rel]  # E: jax-traced-index


class RelConv(eqx.Module):
    weights: list

    def __init__(self, relations, key):
        self.weights = [jax.random.normal(k, (3, 3)) for k in jax.random.split(key, relations)]

    def __call__(self, h, rels):
        return jax.vmap(message, in_axes=(0, 0, None))(h, rels, self.weights)


class Net(eqx.Module):
    layers: list

    def __init__(self, key):
        self.layers = [RelConv(2, k) for k in jax.random.split(key, 2)]

    def __call__(self, h, rels):
        for layer in self.layers:
            h = jax.nn.relu(layer(h, rels))
        return h


@eqx.filter_jit
def forward(model, h, rels):
    return model(h, rels)


forward(Net(jax.random.key(0)), jnp.ones((5, 3)), jnp.array([0, 1, 1, 0, 1]))
