import functools

import jax
import jax.numpy as jnp
import numpy as np


@functools.lru_cache(maxsize=16)
def sinusoidal_table(seq_len, dim):
    # plain NumPy on Python ints: the cached value is a concrete array, never a tracer
    positions = np.arange(seq_len)[:, None]
    freqs = 1.0 / (10000 ** (np.arange(0, dim, 2) / dim))
    angles = positions * freqs[None, :]
    return np.concatenate([np.sin(angles), np.cos(angles)], axis=-1).astype(np.float32)


@jax.jit
def add_positional_encoding(token_embeddings):
    seq_len, dim = token_embeddings.shape  # Python ints, so the cache key is hashable
    return token_embeddings + sinusoidal_table(seq_len, dim)


emb = jax.random.normal(jax.random.PRNGKey(0), (12, 32))
print(add_positional_encoding(emb).shape)
print(add_positional_encoding(emb[:7]).shape)
print(jax.jit(lambda e: add_positional_encoding(e) * 2.0)(emb).shape)  # retrace hits the cache
