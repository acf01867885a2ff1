"""The autoencoder module."""

import equinox as eqx
import jax

from . import layers


class AutoEncoder(eqx.Module):
    encoder: list
    decoder: list
    activation: str = eqx.field(static=True)
    threshold: float = eqx.field(static=True)

    def __init__(self, sizes, key, activation="gelu", threshold=0.05):
        n = len(sizes) - 1
        keys = jax.random.split(key, 2 * n)
        self.encoder = [eqx.nn.Linear(a, b, key=k) for a, b, k in zip(sizes[:-1], sizes[1:], keys[:n])]
        rev = sizes[::-1]
        self.decoder = [eqx.nn.Linear(a, b, key=k) for a, b, k in zip(rev[:-1], rev[1:], keys[n:])]
        self.activation = activation
        self.threshold = threshold

    def encode(self, x):
        h = layers.rms_norm(x)
        for i, layer in enumerate(self.encoder):
            h = layer(h)
            if i < len(self.encoder) - 1:
                h = layers.activate(h, self.activation)
        return layers.shrink(h, self.threshold)

    def __call__(self, x):
        h = self.encode(x)
        for i, layer in enumerate(self.decoder):
            h = layer(h)
            if i < len(self.decoder) - 1:
                h = layers.activate(h, self.activation)
        return h
