"""`jnp.where` zeroes the score of an empty token, row by row."""

import flax.linen as nn
import jax
import jax.numpy as jnp


class TokenScorer(nn.Module):
    @nn.compact
    def __call__(self, token):
        score = nn.Dense(1)(token)
        return jnp.where(token.sum() == 0, jnp.zeros_like(score), score)


BatchScorer = nn.vmap(
    TokenScorer, in_axes=0, out_axes=0, variable_axes={"params": None}, split_rngs={"params": False}
)
tokens = jnp.ones((4, 3))
params = BatchScorer().init(jax.random.key(0), tokens)
BatchScorer().apply(params, tokens)
