"""Sinusoidal positional encodings for variable-length batches."""
import jax
import jax.numpy as jnp


def encoding_table(positions, d_model):
    i = jnp.arange(d_model // 2)
    freq = 1.0 / (10000.0 ** (2 * i / d_model))
    angles = positions[:, None] * freq[None, :]
    return jnp.concatenate([jnp.sin(angles), jnp.cos(angles)], axis=-1)


@jax.jit
def add_positions(embeddings, seq_len):
    positions = jnp.arange(seq_len)
    pe = encoding_table(positions, embeddings.shape[-1])
    return embeddings[: pe.shape[0]] + pe


def embed(tokens, table):
    return table[tokens]


if __name__ == "__main__":
    table = jax.random.normal(jax.random.PRNGKey(0), (50, 16))
    tokens = jnp.array([3, 7, 1, 9, 2, 0])
    out = add_positions(embed(tokens, table), 6)
    print(out.shape)
