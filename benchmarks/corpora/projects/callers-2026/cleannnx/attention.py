import jax
import jax.numpy as jnp
import numpy as np
from flax import nnx


def sinusoid(length, dim):
    pos = np.arange(length)[:, None]
    i = np.arange(dim // 2)[None, :]
    ang = pos / np.power(10000.0, 2 * i / dim)
    return np.concatenate([np.sin(ang), np.cos(ang)], axis=-1).astype(np.float32)


def causal_mask(t):
    return np.tril(np.ones((t, t), dtype=bool))


def split_heads(x, heads):
    b, t, d = x.shape
    return x.reshape(b, t, heads, d // heads).transpose(0, 2, 1, 3)


class SelfAttention(nnx.Module):
    def __init__(self, d_model, heads, *, rngs):
        self.heads = heads
        self.qkv = nnx.Linear(d_model, 3 * d_model, rngs=rngs)
        self.out = nnx.Linear(d_model, d_model, rngs=rngs)

    def __call__(self, x, mask=None):
        b, t, d = x.shape
        q, k, v = jnp.split(self.qkv(x), 3, axis=-1)
        q, k, v = (split_heads(z, self.heads) for z in (q, k, v))
        scores = q @ k.transpose(0, 1, 3, 2) / np.sqrt(d // self.heads)
        if mask is not None:
            scores = jnp.where(mask, scores, -1e9)
        attn = jax.nn.softmax(scores, axis=-1)
        y = (attn @ v).transpose(0, 2, 1, 3).reshape(b, t, d)
        return self.out(y)
