import flax.linen as nn
import jax.numpy as jnp


class VelocityField(nn.Module):
    hidden: int = 64
    depth: int = 3

    @nn.compact
    def __call__(self, x, t):
        t_feat = jnp.concatenate([jnp.sin(2 * jnp.pi * t), jnp.cos(2 * jnp.pi * t)], axis=-1)
        h = jnp.concatenate([x, t_feat], axis=-1)
        for _ in range(self.depth):
            h = nn.silu(nn.Dense(self.hidden)(h))
        return nn.Dense(x.shape[-1])(h)
