"""MLP encoder / decoder pair."""
import equinox as eqx
import jax
import jax.numpy as jnp

_ACT = {"relu": jax.nn.relu, "softplus": jax.nn.softplus, "tanh": jnp.tanh}


class VAE(eqx.Module):
    encoder: eqx.nn.MLP
    decoder: eqx.nn.MLP
    latent_dim: int = eqx.field(static=True)

    def __init__(self, data_dim, latent_dim, hidden, activation, *, key):
        k_enc, k_dec = jax.random.split(key)
        act = _ACT[activation]
        self.latent_dim = latent_dim
        self.encoder = eqx.nn.MLP(data_dim, 2 * latent_dim, hidden[0], len(hidden),
                                  activation=act, key=k_enc)
        self.decoder = eqx.nn.MLP(latent_dim, data_dim, hidden[0], len(hidden),
                                  activation=act, key=k_dec)

    def encode(self, x):
        out = self.encoder(x)
        mean, log_std = out[: self.latent_dim], out[self.latent_dim:]
        return mean, jnp.clip(log_std, -5.0, 3.0)

    def decode(self, z):
        return self.decoder(z)

    def reconstruct(self, x):
        mean, _ = self.encode(x)
        return jax.nn.sigmoid(self.decode(mean))
