"""A one-hot row over the vocabulary plays the role of the dict."""

import jax
import jax.numpy as jnp


def score(token):
    scores = jax.nn.one_hot(token, 10)
    return jnp.sum(scores > 0)


jax.vmap(score)(jnp.array([4, 7, 4]))
