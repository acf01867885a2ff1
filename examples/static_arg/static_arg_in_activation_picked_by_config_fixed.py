"""A sparse autoencoder whose latent activation the config picks: a table of factories
makes a `Relu` or a `TopFraction` layer, kept as a field of the equinox model. The
default, "top_fraction", passes its `k` as the static argument of a jitted top-k.
Fixed: `k` is computed with `math.ceil` from static values, a Python int."""

import argparse
import functools
import math
from collections.abc import Callable

import equinox as eqx
import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=1)
def keep_top(x, k):
    threshold = jax.lax.top_k(x, k)[0][..., -1:]
    return jnp.where(x >= threshold, x, 0.0)


class Relu(eqx.Module):
    def __call__(self, x):
        return jnp.maximum(x, 0.0)


class TopFraction(eqx.Module):
    fraction: float = eqx.field(static=True)

    def __call__(self, x):
        k = max(1, math.ceil(self.fraction * x.shape[-1]))
        return keep_top(jax.nn.relu(x), k)


def make_activation(name, fraction):
    factories = {"relu": lambda: Relu(), "top_fraction": lambda: TopFraction(fraction)}
    return factories[name]()


class SparseCoder(eqx.Module):
    encoder: eqx.nn.Linear
    activation: Callable[[jax.Array], jax.Array]

    def __init__(self, name, key):
        self.encoder = eqx.nn.Linear(4, 8, key=key)
        self.activation = make_activation(name, 0.25)

    def __call__(self, x):
        return self.activation(self.encoder(x))


parser = argparse.ArgumentParser()
parser.add_argument("--activation", default="top_fraction")
args = parser.parse_args([])
model = SparseCoder(args.activation, jax.random.PRNGKey(0))
print(eqx.filter_jit(lambda m, x: m(x))(model, jnp.ones(4)))
