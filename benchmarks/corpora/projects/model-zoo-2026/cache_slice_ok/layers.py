import jax
import jax.numpy as jnp
import flax.linen as nn


def update_cache(cache, new, pos):
    return jax.lax.dynamic_update_slice_in_dim(cache, new[:, None], pos, axis=1)


class CachedSelfAttention(nn.Module):
    heads: int
    width: int

    @nn.compact
    def __call__(self, x, pos, cache):
        head_dim = self.width // self.heads
        qkv = nn.DenseGeneral((3, self.heads, head_dim), name="qkv")(x)
        q, k, v = qkv[:, 0], qkv[:, 1], qkv[:, 2]
        k_cache = update_cache(cache["k"], k, pos)
        v_cache = update_cache(cache["v"], v, pos)
        keys, values = k_cache, v_cache
        logits = jnp.einsum("bhd,bthd->bht", q, keys) / jnp.sqrt(head_dim)
        logits = jnp.where(jnp.arange(keys.shape[1]) <= pos, logits, -1e30)
        y = jnp.einsum("bht,bthd->bhd", jax.nn.softmax(logits, axis=-1), values)
        out = nn.DenseGeneral(self.width, axis=(-2, -1), name="out")(y)
        return out, {"k": k_cache, "v": v_cache}


class MLP(nn.Module):
    width: int

    @nn.compact
    def __call__(self, x):
        return nn.Dense(self.width)(nn.gelu(nn.Dense(4 * self.width)(x)))
