import flax.linen as nn
import jax
import jax.numpy as jnp


class VAE(nn.Module):
    latent_dim: int
    hidden: int = 64
    out_dim: int = 64

    def setup(self):
        self.enc = nn.Dense(self.hidden)
        self.enc_mean = nn.Dense(self.latent_dim)
        self.enc_logvar = nn.Dense(self.latent_dim)
        self.dec_hidden = nn.Dense(self.hidden)
        self.dec_out = nn.Dense(self.out_dim)

    def encode(self, x):
        h = nn.relu(self.enc(x))
        return self.enc_mean(h), self.enc_logvar(h)

    def decode(self, z):
        return self.dec_out(nn.relu(self.dec_hidden(z)))

    def __call__(self, x, key):
        mean, logvar = self.encode(x)
        z = mean + jnp.exp(0.5 * logvar) * jax.random.normal(key, mean.shape)
        return self.decode(z), mean, logvar
