"""Sinusoidal positional encodings added to token embeddings."""

import jax
import jax.numpy as jnp


def sinusoid_table(length, dim):
    positions = jnp.arange(length)[:, None]
    rates = 1.0 / (10000 ** (jnp.arange(0, dim, 2) / dim))
    angles = positions * rates[None, :]
    return jnp.concatenate([jnp.sin(angles), jnp.cos(angles)], axis=-1)


@jax.jit
def embed(tokens, table, seq_len):
    emb = table[tokens]
    pe = sinusoid_table(seq_len, emb.shape[-1])
    return emb + pe


if __name__ == "__main__":
    table = jax.random.normal(jax.random.PRNGKey(0), (100, 16))
    tokens = jnp.array([3, 14, 15, 92, 65])
    print(embed(tokens, table, tokens.shape[0]).shape)
