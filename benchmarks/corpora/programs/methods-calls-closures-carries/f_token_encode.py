"""Embedding lookup for a sentence encoded by a small vocabulary."""
import jax
import jax.numpy as jnp


class Vocab:
    def __init__(self, words):
        self.index = {w: i for i, w in enumerate(words)}

    def encode(self, sentence):
        return [self.index[w] for w in sentence.split()]


@jax.jit
def embed(table, ids, vocab):
    vecs = table[ids]
    return vecs.mean(axis=0) * len(vocab.index)


vocab = Vocab(["the", "cat", "sat", "on", "mat"])
table = jax.random.normal(jax.random.PRNGKey(4), (5, 8))
ids = jnp.array(vocab.encode("the cat sat on the mat"))
print(embed(table, ids, vocab))
