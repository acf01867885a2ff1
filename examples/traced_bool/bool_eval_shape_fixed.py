"""The cache width comes from a static argument, so `eval_shape` can compute it."""

import functools

import jax
import jax.numpy as jnp


def init_cache(tokens, vocab_size):
    if vocab_size > 100:
        return jnp.zeros((tokens.shape[0], 256))
    return jnp.zeros((tokens.shape[0], 128))


jax.eval_shape(functools.partial(init_cache, vocab_size=512), jnp.arange(8))
