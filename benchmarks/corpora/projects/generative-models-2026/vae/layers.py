import jax.numpy as jnp
import flax.linen as nn


class MLP(nn.Module):
    hidden: tuple
    dropout: float = 0.0

    @nn.compact
    def __call__(self, x, deterministic=True):
        for width in self.hidden:
            x = nn.Dense(width)(x)
            x = nn.gelu(x)
            if self.dropout > 0:
                x = nn.Dropout(self.dropout)(x, deterministic=deterministic)
        return x


class GaussianHead(nn.Module):
    latent_dim: int
    min_logvar: float = -8.0

    @nn.compact
    def __call__(self, h):
        mean = nn.Dense(self.latent_dim, name="mean")(h)
        logvar = nn.Dense(self.latent_dim, name="logvar")(h)
        logvar = jnp.maximum(logvar, self.min_logvar)
        return mean, logvar
