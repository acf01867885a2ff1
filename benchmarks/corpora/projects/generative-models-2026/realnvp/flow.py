import math

import jax
import jax.numpy as jnp
import equinox as eqx

from .layers import AffineCoupling, ActNorm


class RealNVP(eqx.Module):
    layers: list
    dim: int = eqx.field(static=True)

    def __init__(self, dim, num_couplings, key, data=None, width=64):
        keys = jax.random.split(key, num_couplings)
        self.dim = dim
        self.layers = [ActNorm(dim, data)]
        for i, k in enumerate(keys):
            self.layers.append(AffineCoupling(dim, flip=bool(i % 2), key=k, width=width))

    def to_latent(self, x):
        log_det = jnp.zeros(x.shape[:-1])
        for layer in self.layers:
            x, ld = layer.forward(x)
            log_det = log_det + ld
        return x, log_det

    def to_data(self, z):
        for layer in reversed(self.layers):
            z, _ = layer.inverse(z)
        return z

    def log_prob(self, x):
        z, log_det = self.to_latent(x)
        base = -0.5 * jnp.sum(z ** 2, axis=-1) - 0.5 * self.dim * math.log(2 * math.pi)
        return base + log_det
