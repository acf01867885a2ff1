"""Equinox autoencoder."""
import equinox as eqx
import jax


class AutoEncoder(eqx.Module):
    enc: eqx.nn.MLP
    dec: eqx.nn.MLP

    def __init__(self, dim, latent, key):
        k1, k2 = jax.random.split(key)
        self.enc = eqx.nn.MLP(dim, latent, width_size=32, depth=1, key=k1)
        self.dec = eqx.nn.MLP(latent, dim, width_size=32, depth=1, key=k2)

    def __call__(self, x):
        return self.dec(self.enc(x))
