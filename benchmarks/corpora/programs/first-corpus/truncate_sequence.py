"""Truncate a token sequence to a maximum length and compute a bag-of-words vector."""

import jax
import jax.numpy as jnp


@jax.jit
def bag_of_words(tokens, max_len, vocab_size=16):
    kept = tokens[:max_len]
    return jnp.zeros(vocab_size).at[kept].add(1.0)


def encode_all(batch, max_len):
    return jnp.stack([bag_of_words(seq, max_len) for seq in batch])


def overlap(a, b):
    return jnp.minimum(a, b).sum(axis=-1)


if __name__ == "__main__":
    batch = jnp.array([[1, 2, 3, 4, 5], [5, 5, 6, 7, 1]])
    bags = encode_all(batch, 3)
    print(overlap(bags[0], bags[1]))
