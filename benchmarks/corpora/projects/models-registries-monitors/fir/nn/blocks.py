import flax.linen as nn
import jax.numpy as jnp


class AdaptiveActivation(nn.Module):
    """Picks relu or gelu per sample depending on the sign of the row mean."""

    @nn.compact
    def __call__(self, h):
        row_mean = jnp.mean(h, axis=-1, keepdims=True)
        return jnp.where(row_mean > 0, nn.relu(h), nn.gelu(h))


class DenseBlock(nn.Module):
    features: int
    use_norm: bool = True

    @nn.compact
    def __call__(self, x):
        x = nn.Dense(self.features)(x)
        if self.use_norm:
            x = nn.LayerNorm()(x)
        return AdaptiveActivation()(x)
