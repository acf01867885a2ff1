import jax
import jax.numpy as jnp
from flax import nnx


class SelfAttention(nnx.Module):
    def __init__(self, width, heads, *, rngs):
        self.heads = heads
        self.qkv = nnx.Linear(width, 3 * width, use_bias=False, rngs=rngs)
        self.out = nnx.Linear(width, width, rngs=rngs)
        self.last_attn = nnx.Intermediate(None)

    def __call__(self, x):
        b, n, d = x.shape
        qkv = self.qkv(x).reshape(b, n, 3, self.heads, d // self.heads)
        q, k, v = qkv[:, :, 0], qkv[:, :, 1], qkv[:, :, 2]
        logits = jnp.einsum("bqhd,bkhd->bhqk", q, k) / jnp.sqrt(d // self.heads)
        weights = jax.nn.softmax(logits, axis=-1)
        self.last_attn.value = weights
        y = jnp.einsum("bhqk,bkhd->bqhd", weights, v).reshape(b, n, d)
        return self.out(y)


class FeedForward(nnx.Module):
    def __init__(self, width, *, rngs):
        self.up = nnx.Linear(width, 2 * width, rngs=rngs)
        self.down = nnx.Linear(2 * width, width, rngs=rngs)

    def __call__(self, x):
        return self.down(jax.nn.gelu(self.up(x)))
