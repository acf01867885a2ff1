import jax.numpy as jnp
import flax.linen as nn

from .layers import MaskedConv


class GatedResidualBlock(nn.Module):
    features: int
    dropout: float = 0.1

    def setup(self):
        self.conv = MaskedConv(2 * self.features, (3, 3), "B")
        self.proj = nn.Dense(self.features)
        self.drop = nn.Dropout(self.dropout)

    def __call__(self, x, train):
        h = self.conv(nn.relu(x))
        a, b = jnp.split(h, 2, axis=-1)
        h = jnp.tanh(a) * nn.sigmoid(b)
        h = self.drop(h, deterministic=not train)
        return x + self.proj(h)
