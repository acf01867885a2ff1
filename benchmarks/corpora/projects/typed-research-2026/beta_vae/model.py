import flax.linen as nn
import jax
import jax.numpy as jnp


class Encoder(nn.Module):
    hidden: int
    latent: int

    @nn.compact
    def __call__(self, x):
        h = nn.relu(nn.Dense(self.hidden)(x))
        h = nn.relu(nn.Dense(self.hidden)(h))
        return nn.Dense(self.latent)(h), nn.Dense(self.latent)(h)


class Decoder(nn.Module):
    hidden: int
    out: int

    @nn.compact
    def __call__(self, z):
        h = nn.relu(nn.Dense(self.hidden)(z))
        h = nn.relu(nn.Dense(self.hidden)(h))
        return nn.Dense(self.out)(h)


def reparameterize(rng, mu, logvar):
    eps = jax.random.normal(rng, mu.shape)
    return mu + jnp.exp(0.5 * logvar) * eps


class VAE(nn.Module):
    hidden: int
    latent: int
    out: int

    def setup(self):
        self.encoder = Encoder(self.hidden, self.latent)
        self.decoder = Decoder(self.hidden, self.out)

    def __call__(self, x, rng):
        mu, logvar = self.encoder(x)
        z = reparameterize(rng, mu, logvar)
        return self.decoder(z), mu, logvar

    def decode(self, z):
        return self.decoder(z)
