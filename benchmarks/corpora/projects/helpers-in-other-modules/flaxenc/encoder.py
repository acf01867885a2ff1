import flax.linen as nn
import jax.numpy as jnp


class Encoder(nn.Module):
    dim: int
    n_layers: int = 2

    @nn.compact
    def __call__(self, x, mask):
        n_valid = int(mask.sum())
        for _ in range(self.n_layers):
            x = nn.relu(nn.Dense(self.dim)(x))
        return jnp.sum(x * mask[:, None], axis=0) / n_valid
