"""Right-pads a batch of token ids to a fixed length before embedding them."""
import functools

import jax
import jax.numpy as jnp

zeros = jnp.zeros
PAD_ID = 0


@functools.partial(jax.jit, static_argnames=("batch_size",))
def pad_to_length(tokens, batch_size, max_len):
    seq_len = tokens.shape[1]
    padding = zeros((batch_size, max_len - seq_len), dtype=tokens.dtype)
    return jnp.concatenate([tokens, padding + PAD_ID], axis=1)


def embed(table, tokens):
    return table[tokens].mean(axis=1)


tokens = jnp.array([[5, 3, 9], [2, 7, 1]], dtype=jnp.int32)
table = jnp.arange(40.0).reshape(10, 4)
padded = pad_to_length(tokens, 2, 6)
print(padded)
print(embed(table, padded))
