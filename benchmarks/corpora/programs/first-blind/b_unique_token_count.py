"""Vocabulary statistics for a batch of token ids."""

import jax
import jax.numpy as jnp


def distinct(tokens):
    seen = set()
    for tok in tokens:
        seen.add(tok)
    return len(seen)


@jax.jit
def batch_stats(tokens, vocab_size):
    freq = jnp.bincount(tokens, length=64)
    coverage = jnp.count_nonzero(freq) / vocab_size
    return coverage, distinct(tokens)


if __name__ == "__main__":
    tokens = jnp.array([1, 5, 5, 9, 12, 1, 3])
    print(batch_stats(tokens, 64))
