import flax.linen as nn
import jax.numpy as jnp


class GatedInput(nn.Module):
    """Per-feature multiplicative gates in front of the network."""
    n_features: int

    @nn.compact
    def __call__(self, x):
        gate = self.param("gate", nn.initializers.ones, (self.n_features,))
        return x * gate


class SparseMLP(nn.Module):
    n_features: int
    hidden: tuple = (64, 64)

    @nn.compact
    def __call__(self, x):
        h = GatedInput(self.n_features, name="gates")(x)
        for i, width in enumerate(self.hidden):
            h = nn.Dense(width, name=f"dense_{i}")(h)
            h = nn.gelu(h)
        return jnp.squeeze(nn.Dense(1, name="out")(h), -1)
