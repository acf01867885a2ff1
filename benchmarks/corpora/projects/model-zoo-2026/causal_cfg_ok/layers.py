import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn


def sinusoidal_table(length, dim):
    pos = np.arange(length)[:, None]
    freq = np.exp(-np.log(10000.0) * np.arange(0, dim, 2) / dim)
    table = np.zeros((length, dim), dtype=np.float32)
    table[:, 0::2] = np.sin(pos * freq)
    table[:, 1::2] = np.cos(pos * freq)
    return jnp.asarray(table)


def make_attention_mask(pad_mask, causal):
    mask = pad_mask[:, None, None, :].astype(bool)
    if causal:
        n = pad_mask.shape[-1]
        mask = mask & jnp.tril(jnp.ones((n, n), dtype=bool))[None, None]
    return mask


class MultiHeadAttention(nn.Module):
    heads: int
    width: int

    def setup(self):
        self.qkv = nn.Dense(3 * self.width, use_bias=False)
        self.out = nn.Dense(self.width)

    def __call__(self, x, mask):
        b, n, _ = x.shape
        q, k, v = jnp.split(self.qkv(x), 3, axis=-1)
        split = lambda t: t.reshape(b, n, self.heads, -1).transpose(0, 2, 1, 3)
        q, k, v = split(q), split(k), split(v)
        logits = q @ k.transpose(0, 1, 3, 2) / jnp.sqrt(q.shape[-1])
        logits = jnp.where(mask, logits, -1e9)
        weights = jax.nn.softmax(logits, axis=-1)
        y = (weights @ v).transpose(0, 2, 1, 3).reshape(b, n, self.width)
        return self.out(y)


class FeedForward(nn.Module):
    width: int
    mult: int = 2

    @nn.compact
    def __call__(self, x):
        h = nn.gelu(nn.Dense(self.width * self.mult)(x))
        return nn.Dense(self.width)(h)
