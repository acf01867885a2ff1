"""Greedy decoding that appends each token to the array it feeds back: the array is one
longer on every step, and jit compiles `next_logits` for every length."""

import jax
import jax.numpy as jnp


@jax.jit
def next_logits(embed, tokens):
    return embed[tokens].mean(axis=0) @ embed.T


embed = jax.random.normal(jax.random.PRNGKey(0), (11, 5))
tokens = jnp.array([1, 2, 3])
for _ in range(4):
    logits = next_logits(embed, tokens)  # N: jax-recompile
    tokens = jnp.concatenate([tokens, jnp.argmax(logits)[None]])
