import math

import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def timestep_embedding(t, dim: int, max_period: float = 10000.0, flip: bool = False):
    half = dim // 2
    freqs = jnp.exp(-math.log(max_period) * jnp.arange(half, dtype=jnp.float32) / half)
    args = t[:, None].astype(jnp.float32) * freqs[None, :]
    emb = jnp.concatenate([jnp.cos(args), jnp.sin(args)], axis=-1)
    if flip:
        emb = jnp.concatenate([emb[:, half:], emb[:, :half]], axis=-1)
    if dim % 2:
        emb = jnp.concatenate([emb, jnp.zeros((t.shape[0], 1))], axis=-1)
    return emb


class TimeConditioner(eqx.Module):
    proj: eqx.nn.Linear
    embed_dim: int = eqx.field(static=True)

    def __init__(self, channels, embed_dim, *, key):
        self.embed_dim = embed_dim
        self.proj = eqx.nn.Linear(embed_dim, len(channels), key=key)

    def __call__(self, t):
        e = timestep_embedding(t, self.embed_dim)
        return jax.vmap(self.proj)(e)


channels = ["r", "g", "b", "alpha"]
dim = len(channels) * 2 + 1
steps = jnp.array([0, 10, 250, 999])
print(timestep_embedding(steps, dim).shape)
print(timestep_embedding(steps, dim - 1, max_period=float(len(steps) * 100), flip=True).shape)

cond = TimeConditioner(channels, embed_dim=2 * len(channels), key=jax.random.PRNGKey(1))
print(cond(steps).shape)
