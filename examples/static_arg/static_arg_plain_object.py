"""An instance of a plain class passed where jit traces: it is no JAX type."""

import jax
import jax.numpy as jnp


class Vocab:
    def __init__(self, words):
        self.index = {w: i for i, w in enumerate(words)}


@jax.jit
def embed(table, ids, vocab):
    return table[ids].mean(axis=0) * len(vocab.index)


vocab = Vocab(["the", "cat", "sat"])
embed(jnp.ones((3, 4)), jnp.array([0, 2]), vocab)  # E: jax-static-arg
