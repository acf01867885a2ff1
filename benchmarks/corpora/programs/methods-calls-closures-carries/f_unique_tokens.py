"""Vocabulary coverage of a batch of token ids."""
import jax
import jax.numpy as jnp


@jax.jit
def coverage(tokens, vocab_size):
    seen = jnp.unique(tokens)
    return seen.shape[0] / vocab_size


print(coverage(jnp.array([3, 1, 3, 7, 1, 0]), 10))
