import functools

import jax
import jax.numpy as jnp


@functools.lru_cache(maxsize=16)
def sinusoidal_table(seq_len, dim):
    positions = jnp.arange(seq_len)[:, None]
    freqs = 1.0 / (10000 ** (jnp.arange(0, dim, 2) / dim))
    angles = positions * freqs[None, :]
    return jnp.concatenate([jnp.sin(angles), jnp.cos(angles)], axis=-1)


@jax.jit
def add_positional_encoding(token_embeddings, seq_len):
    table = sinusoidal_table(seq_len, token_embeddings.shape[-1])
    return token_embeddings + table


emb = jax.random.normal(jax.random.PRNGKey(0), (12, 32))
out = add_positional_encoding(emb, 12)
print(out.shape)
