import jax
import jax.numpy as jnp
import flax.linen as nn
from jax import lax


def causal_mask(length):
    return jnp.tril(jnp.ones((length, length), bool))[None, None, :, :]


class CausalSelfAttention(nn.Module):
    num_heads: int
    max_len: int
    decode: bool = False

    @nn.compact
    def __call__(self, x):
        batch, length, width = x.shape
        head_dim = width // self.num_heads
        qkv = nn.DenseGeneral((3, self.num_heads, head_dim), name="qkv")(x)
        q, k, v = qkv[:, :, 0], qkv[:, :, 1], qkv[:, :, 2]

        mask = causal_mask(length)
        if self.decode:
            initialized = self.has_variable("cache", "cached_key")
            shape = (batch, self.max_len, self.num_heads, head_dim)
            cached_key = self.variable("cache", "cached_key", jnp.zeros, shape, k.dtype)
            cached_value = self.variable("cache", "cached_value", jnp.zeros, shape, v.dtype)
            cache_index = self.variable("cache", "cache_index",
                                        lambda: jnp.array(0, jnp.int32))
            if initialized:
                idx = cache_index.value
                cached_key.value = lax.dynamic_update_slice(cached_key.value, k, (0, idx, 0, 0))
                cached_value.value = lax.dynamic_update_slice(cached_value.value, v, (0, idx, 0, 0))
                cache_index.value = idx + length
                k = cached_key.value[:, :idx + length]
                v = cached_value.value[:, :idx + length]
                mask = None

        scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) / jnp.sqrt(head_dim).astype(q.dtype)
        if mask is not None:
            scores = jnp.where(mask, scores, jnp.finfo(scores.dtype).min)
        weights = jax.nn.softmax(scores, axis=-1)
        out = jnp.einsum("bhqk,bkhd->bqhd", weights, v)
        return nn.DenseGeneral(width, axis=(-2, -1), name="out")(out)


class FeedForward(nn.Module):
    ratio: int = 4

    @nn.compact
    def __call__(self, x):
        width = x.shape[-1]
        h = nn.gelu(nn.Dense(self.ratio * width)(x))
        return nn.Dense(width)(h)
