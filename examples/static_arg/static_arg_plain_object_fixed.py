"""A plain object hashes by identity: as a static argument, jit accepts it."""

import functools

import jax
import jax.numpy as jnp


class Vocab:
    def __init__(self, words):
        self.index = {w: i for i, w in enumerate(words)}


@functools.partial(jax.jit, static_argnames="vocab")
def embed(table, ids, vocab):
    return table[ids].mean(axis=0) * len(vocab.index)


vocab = Vocab(["the", "cat", "sat"])
embed(jnp.ones((3, 4)), jnp.array([0, 2]), vocab=vocab)
