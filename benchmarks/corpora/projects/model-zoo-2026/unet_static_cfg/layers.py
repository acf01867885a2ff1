import jax.numpy as jnp
import flax.linen as nn


def timestep_embedding(t, dim, max_period=1000.0):
    half = dim // 2
    freqs = jnp.exp(-jnp.log(max_period) * jnp.arange(half) / half)
    args = t[:, None].astype(jnp.float32) * freqs[None]
    return jnp.concatenate([jnp.sin(args), jnp.cos(args)], axis=-1)


class ResBlock(nn.Module):
    channels: int

    @nn.compact
    def __call__(self, x, temb):
        h = nn.Conv(self.channels, (3, 3))(nn.silu(nn.GroupNorm(num_groups=4)(x)))
        h = h + nn.Dense(self.channels)(temb)[:, None, None, :]
        h = nn.Conv(self.channels, (3, 3))(nn.silu(nn.GroupNorm(num_groups=4)(h)))
        skip = x if x.shape[-1] == self.channels else nn.Conv(self.channels, (1, 1))(x)
        return skip + h


RematResBlock = nn.remat(ResBlock)
