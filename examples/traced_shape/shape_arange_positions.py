"""Sinusoidal positions from `jnp.arange(seq_len)` with a traced `seq_len`."""

import jax
import jax.numpy as jnp


def positions(seq_len, dim):
    pos = jnp.arange(seq_len)[:, None]  # E: jax-traced-shape
    freq = jnp.exp(-jnp.arange(0, dim, 2) * (jnp.log(10000.0) / dim))
    return jnp.concatenate([jnp.sin(pos * freq), jnp.cos(pos * freq)], axis=-1)


@jax.jit
def embed(tokens, table):
    seq_len = jnp.asarray(tokens.shape[0])
    return table[tokens] + positions(seq_len, table.shape[1])


embed(jnp.array([3, 1, 2]), jnp.ones((10, 4)))
