import jax
import jax.numpy as jnp
import flax.linen as nn


class CausalSelfAttention(nn.Module):
    num_heads: int
    max_len: int
    decode: bool = False

    @nn.compact
    def __call__(self, x):
        b, t, d = x.shape
        head_dim = d // self.num_heads
        qkv = nn.Dense(3 * d, use_bias=False, name="qkv")(x)
        qkv = qkv.reshape(b, t, 3, self.num_heads, head_dim)
        q, k, v = qkv[:, :, 0], qkv[:, :, 1], qkv[:, :, 2]
        mask = None
        if self.decode:
            is_initialized = self.has_variable("cache", "cached_key")
            shape = (b, self.max_len, self.num_heads, head_dim)
            cached_key = self.variable("cache", "cached_key", jnp.zeros, shape, k.dtype)
            cached_value = self.variable("cache", "cached_value", jnp.zeros, shape, v.dtype)
            cache_index = self.variable("cache", "cache_index", lambda: jnp.array(0, jnp.int32))
            if is_initialized:
                idx = cache_index.value
                cached_key.value = jax.lax.dynamic_update_slice(cached_key.value, k, (0, idx, 0, 0))
                cached_value.value = jax.lax.dynamic_update_slice(cached_value.value, v, (0, idx, 0, 0))
                cache_index.value = idx + t
                k, v = cached_key.value, cached_value.value
                mask = (jnp.arange(self.max_len) <= idx)[None, None, None, :]
        else:
            mask = nn.make_causal_mask(jnp.ones((b, t)), dtype=bool)
        scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) / jnp.sqrt(head_dim).astype(q.dtype)
        if mask is not None:
            scores = jnp.where(mask, scores, jnp.finfo(scores.dtype).min)
        weights = jax.nn.softmax(scores, axis=-1)
        out = jnp.einsum("bhqk,bkhd->bqhd", weights, v).reshape(b, t, d)
        return nn.Dense(d, name="proj")(out)


class Block(nn.Module):
    num_heads: int
    max_len: int
    dropout: float
    decode: bool = False

    @nn.compact
    def __call__(self, x, train=False):
        d = x.shape[-1]
        h = CausalSelfAttention(self.num_heads, self.max_len, self.decode)(nn.LayerNorm()(x))
        x = x + nn.Dropout(self.dropout)(h, deterministic=not train)
        h = nn.Dense(4 * d)(nn.LayerNorm()(x))
        h = nn.Dense(d)(nn.gelu(h))
        return x + nn.Dropout(self.dropout)(h, deterministic=not train)


class TinyLM(nn.Module):
    vocab_size: int
    d_model: int
    num_heads: int
    num_layers: int
    max_len: int
    dropout: float = 0.0
    decode: bool = False

    @nn.compact
    def __call__(self, tokens, train=False):
        b, t = tokens.shape
        embed = nn.Embed(self.vocab_size, self.d_model, name="embed")
        x = embed(tokens)
        pos = self.param("pos_embedding", nn.initializers.normal(0.02), (self.max_len, self.d_model))
        if self.decode:
            is_initialized = self.has_variable("cache", "position")
            position = self.variable("cache", "position", lambda: jnp.array(0, jnp.int32))
            if is_initialized:
                x = x + jax.lax.dynamic_slice_in_dim(pos, position.value, t, axis=0)[None]
                position.value = position.value + t
            else:
                x = x + pos[:t][None]
        else:
            x = x + pos[:t][None]
        x = nn.Dropout(self.dropout)(x, deterministic=not train)
        for i in range(self.num_layers):
            x = Block(self.num_heads, self.max_len, self.dropout, self.decode, name=f"block_{i}")(x, train)
        x = nn.LayerNorm(name="final_norm")(x)
        return embed.attend(x)
