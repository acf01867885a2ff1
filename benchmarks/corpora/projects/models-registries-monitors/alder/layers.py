"""Reusable linen building blocks."""
import flax.linen as nn
import jax.numpy as jnp


class GatedDense(nn.Module):
    """Dense layer whose activation adapts to the sign of the pre-activation mean."""

    features: int

    @nn.compact
    def __call__(self, x):
        h = nn.Dense(self.features, name="proj")(x)
        gate = nn.sigmoid(nn.Dense(self.features, name="gate")(x))
        if jnp.mean(h) > 0:
            h = nn.relu(h)
        else:
            h = nn.gelu(h)
        return h * gate


class ResidualBlock(nn.Module):
    features: int

    @nn.compact
    def __call__(self, x):
        y = GatedDense(self.features)(x)
        y = nn.LayerNorm()(y)
        return x + y
