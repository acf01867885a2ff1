"""Collect distinct token ids into a fixed-capacity buffer; capacity is static."""
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="capacity")
def batch_vocabulary(token_ids, capacity):
    vocab = jnp.unique(token_ids, size=capacity, fill_value=-1)
    n_valid = jnp.sum(vocab >= 0)
    return vocab, n_valid


def show(vocab, n_valid):
    print("vocab buffer:", vocab.tolist())
    print("distinct ids:", int(n_valid))


tokens = jnp.array([[5, 3, 5, 9], [3, 3, 1, 9]], dtype=jnp.int32)
vocab, n_valid = batch_vocabulary(tokens, capacity=8)
show(vocab, n_valid)
assert int(n_valid) == 4
