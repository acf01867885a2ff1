import jax.numpy as jnp
from flax import nnx


def length_mask(lengths, max_len):
    return jnp.arange(max_len)[None, :] < lengths[:, None]


def masked_mean(x, lengths):
    mask = length_mask(lengths, x.shape[1])
    total = jnp.sum(x * mask[..., None], axis=1)
    return total / jnp.maximum(lengths, 1)[:, None].astype(x.dtype)


class Pool(nnx.Module):
    def __init__(self, dim, rngs):
        self.proj = nnx.Linear(dim, dim, rngs=rngs)
        self.norm = nnx.LayerNorm(dim, rngs=rngs)

    def __call__(self, h, lengths):
        pooled = masked_mean(h, lengths)
        return self.norm(nnx.relu(self.proj(pooled)))
