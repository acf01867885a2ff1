import flax.linen as nn
import jax.numpy as jnp


def sinusoidal_embedding(t, dim, max_period=10000.0):
    half = dim // 2
    freqs = jnp.exp(-jnp.log(max_period) * jnp.arange(half) / half)
    args = t.astype(jnp.float32)[:, None] * freqs[None, :]
    return jnp.concatenate([jnp.sin(args), jnp.cos(args)], axis=-1)


class ScoreMLP(nn.Module):
    hidden: int
    emb_dim: int
    num_layers: int = 3

    def setup(self):
        self.in_proj = nn.Dense(self.hidden)
        self.t_proj = nn.Dense(self.hidden)
        self.blocks = [nn.Dense(self.hidden) for _ in range(self.num_layers)]
        self.out = nn.Dense(2)

    def __call__(self, x, t):
        emb = self.t_proj(sinusoidal_embedding(t, self.emb_dim))
        h = self.in_proj(x) + emb
        for blk in self.blocks:
            h = h + blk(nn.silu(h))
        return self.out(nn.silu(h))
