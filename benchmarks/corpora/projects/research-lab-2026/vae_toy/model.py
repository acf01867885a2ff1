import flax.linen as nn
import numpy as np

from .distributions import reparameterize


class Encoder(nn.Module):
    latent_dim: int
    hidden: int

    @nn.compact
    def __call__(self, x):
        h = x.reshape((x.shape[0], -1))
        h = nn.relu(nn.Dense(self.hidden)(h))
        h = nn.relu(nn.Dense(self.hidden)(h))
        return nn.Dense(self.latent_dim)(h), nn.Dense(self.latent_dim)(h)


class Decoder(nn.Module):
    image_shape: tuple
    hidden: int

    @nn.compact
    def __call__(self, z):
        h = nn.relu(nn.Dense(self.hidden)(z))
        h = nn.relu(nn.Dense(self.hidden)(h))
        logits = nn.Dense(int(np.prod(self.image_shape)))(h)
        return logits.reshape((z.shape[0],) + tuple(self.image_shape))


class VAE(nn.Module):
    latent_dim: int
    hidden: int
    image_shape: tuple

    def setup(self):
        self.encoder = Encoder(self.latent_dim, self.hidden)
        self.decoder = Decoder(self.image_shape, self.hidden)

    def __call__(self, x, key):
        mu, logvar = self.encoder(x)
        z = reparameterize(key, mu, logvar)
        return self.decoder(z), mu, logvar

    def decode(self, z):
        return self.decoder(z)
