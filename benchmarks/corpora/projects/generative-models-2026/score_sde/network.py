import math

import jax
import jax.numpy as jnp
import equinox as eqx


class FourierFeatures(eqx.Module):
    freqs: jax.Array

    def __init__(self, num_features, scale, key):
        self.freqs = scale * jax.random.normal(key, (num_features,))

    def __call__(self, s):
        proj = 2 * math.pi * s * jax.lax.stop_gradient(self.freqs)
        return jnp.concatenate([jnp.sin(proj), jnp.cos(proj)])


class ScoreNet(eqx.Module):
    embed: FourierFeatures
    layers: list
    out: eqx.nn.Linear
    data_dim: int = eqx.field(static=True)

    def __init__(self, data_dim, key, width=64, depth=3, num_features=8):
        keys = jax.random.split(key, depth + 2)
        self.data_dim = data_dim
        self.embed = FourierFeatures(num_features, 1.0, keys[0])
        in_dim = data_dim + 2 * num_features
        self.layers = []
        for i in range(depth):
            self.layers.append(eqx.nn.Linear(in_dim if i == 0 else width, width, key=keys[i + 1]))
        self.out = eqx.nn.Linear(width, data_dim, key=keys[-1])

    def __call__(self, x, sigma):
        h = jnp.concatenate([x / jnp.sqrt(1.0 + sigma ** 2), self.embed(jnp.log(sigma))])
        for layer in self.layers:
            h = jax.nn.silu(layer(h))
        return self.out(h) / sigma
