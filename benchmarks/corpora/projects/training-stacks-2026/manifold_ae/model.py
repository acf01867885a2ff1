from typing import Callable

import equinox as eqx
import jax


class MLP(eqx.Module):
    layers: list
    activation: Callable = eqx.field(static=True)

    def __init__(self, sizes, key, activation=jax.nn.gelu):
        keys = jax.random.split(key, len(sizes) - 1)
        self.layers = [eqx.nn.Linear(a, b, key=k) for a, b, k in zip(sizes[:-1], sizes[1:], keys)]
        self.activation = activation

    def __call__(self, x):
        for layer in self.layers[:-1]:
            x = self.activation(layer(x))
        return self.layers[-1](x)


class AutoEncoder(eqx.Module):
    encoder: MLP
    decoder: MLP

    def __init__(self, ambient_dim, latent_dim, hidden, depth, key):
        k_enc, k_dec = jax.random.split(key)
        enc_sizes = [ambient_dim] + [hidden] * depth + [latent_dim]
        self.encoder = MLP(enc_sizes, k_enc)
        self.decoder = MLP(enc_sizes[::-1], k_dec)

    def __call__(self, x):
        z = self.encoder(x)
        return self.decoder(z), z
