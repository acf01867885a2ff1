import jax
import jax.numpy as jnp
from flax import nnx


class Block(nnx.Module):
    def __init__(self, dim, heads, rngs):
        self.norm1 = nnx.LayerNorm(dim, rngs=rngs)
        self.attn = nnx.MultiHeadAttention(
            num_heads=heads, in_features=dim, decode=False, rngs=rngs
        )
        self.norm2 = nnx.LayerNorm(dim, rngs=rngs)
        self.up = nnx.Linear(dim, 4 * dim, rngs=rngs)
        self.down = nnx.Linear(4 * dim, dim, rngs=rngs)

    def __call__(self, x, mask):
        attn_mask = mask[:, None, None, :] & mask[:, None, :, None]
        x = x + self.attn(self.norm1(x), mask=attn_mask)
        x = x + self.down(jax.nn.gelu(self.up(self.norm2(x))))
        return x


class TokenScorer(nnx.Module):
    def __init__(self, dim, rngs):
        self.proj = nnx.Linear(dim, 1, rngs=rngs)

    def __call__(self, x):
        return self.proj(x)[..., 0]


def gather_kept(h, keep):
    kept = jnp.where(keep[..., None], h, 0.0)
    counts = jnp.sum(keep, axis=1)
    return jnp.sum(kept, axis=1), counts


def pool_kept_tokens(h, scores, pad_mask, threshold):
    keep = (scores > threshold) & pad_mask
    summed, counts = gather_kept(h, keep)
    return summed / jnp.maximum(counts, 1)[:, None]
