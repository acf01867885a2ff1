import flax.linen as nn
import jax
import jax.numpy as jnp

from kvlm_ok import cache as cache_lib


def attention(q, k, v, mask):
    scale = q.shape[-1] ** -0.5
    logits = jnp.einsum("bqhd,bkhd->bhqk", q, k) * scale
    logits = jnp.where(mask, logits, -1e9)
    w = jax.nn.softmax(logits, axis=-1)
    return jnp.einsum("bhqk,bkhd->bqhd", w, v)


class SelfAttention(nn.Module):
    n_heads: int
    d_model: int

    @nn.compact
    def __call__(self, x, layer_cache=None, pos=None):
        B, L, _ = x.shape
        hd = self.d_model // self.n_heads
        qkv = nn.Dense(3 * self.d_model, use_bias=False, name="qkv")(x)
        q, k, v = jnp.split(qkv.reshape(B, L, 3 * self.n_heads, hd), 3, axis=2)
        if layer_cache is None:
            mask = jnp.tril(jnp.ones((L, L), bool))[None, None]
            out = attention(q, k, v, mask)
            new_cache = None
        else:
            new_cache = cache_lib.update_layer_cache(layer_cache, k, v, pos)
            max_len = new_cache["k"].shape[1]
            mask = (jnp.arange(max_len) <= pos)[None, None, None, :]
            out = attention(q, new_cache["k"], new_cache["v"], mask)
        return nn.Dense(self.d_model, name="out")(out.reshape(B, L, self.d_model)), new_cache


class Block(nn.Module):
    cfg: object

    @nn.compact
    def __call__(self, x, layer_cache=None, pos=None):
        h, new_cache = SelfAttention(self.cfg.n_heads, self.cfg.d_model)(nn.LayerNorm()(x), layer_cache, pos)
        x = x + h
        h = nn.Dense(self.cfg.d_ff)(nn.LayerNorm()(x))
        x = x + nn.Dense(self.cfg.d_model)(nn.gelu(h))
        return x, new_cache
