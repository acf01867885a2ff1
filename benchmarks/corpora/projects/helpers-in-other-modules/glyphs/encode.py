import jax
import jax.numpy as jnp

from . import vocab


def score_tokens(tokens, values):
    def one(tok, v):
        return vocab.weight_of(tok) * v

    return jnp.sum(jax.vmap(one)(tokens, values))
