import jax
import jax.numpy as jnp
import flax.linen as nn

from .networks import Encoder, Decoder


class VAE(nn.Module):
    data_dim: int
    latent_dim: int = 4
    hidden: tuple = (64, 32)
    dropout: float = 0.1

    def setup(self):
        self.encoder = Encoder(self.hidden, self.latent_dim, dropout=self.dropout)
        self.decoder = Decoder(self.hidden, self.data_dim)

    def __call__(self, x, train=False):
        mean, logvar = self.encoder(x, deterministic=not train)
        if train:
            eps = jax.random.normal(self.make_rng("latent"), mean.shape)
            z = mean + jnp.exp(0.5 * logvar) * eps
        else:
            z = mean
        return self.decoder(z), mean, logvar

    def decode(self, z):
        return self.decoder(z)
