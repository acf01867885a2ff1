import jax.numpy as jnp
import flax.linen as nn


def timestep_embedding(t, dim, max_period=100.0):
    half = dim // 2
    freqs = jnp.exp(-jnp.log(max_period) * jnp.arange(half) / half)
    args = t.astype(jnp.float32)[:, None] * freqs[None]
    return jnp.concatenate([jnp.sin(args), jnp.cos(args)], axis=-1)


class EpsNet(nn.Module):
    hidden: int = 64
    time_dim: int = 16

    @nn.compact
    def __call__(self, x, t):
        temb = timestep_embedding(t, self.time_dim)
        temb = nn.silu(nn.Dense(self.hidden)(temb))
        h = nn.Dense(self.hidden)(x)
        for _ in range(3):
            h = nn.silu(h + nn.Dense(self.hidden)(temb))
            h = nn.Dense(self.hidden)(h)
        h = nn.silu(h)
        return nn.Dense(x.shape[-1])(h)
