"""Sinusoidal positional encodings for a variable sequence length."""

import jax
import jax.numpy as jnp


def positions(seq_len):
    return jnp.arange(seq_len)


@jax.jit
def encode(seq_len, dim_scale):
    pos = positions(seq_len)[:, None]
    freqs = jnp.exp(-jnp.arange(4) * dim_scale)[None, :]
    return jnp.concatenate([jnp.sin(pos * freqs), jnp.cos(pos * freqs)], axis=-1)


if __name__ == "__main__":
    table = encode(10, 0.5)
    print(table.shape)
    print(table[0])
