"""Keep the shape: average over a mask of the first `length` positions."""

import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np


def mean_pool(h, length):
    keep = (jnp.arange(h.shape[0]) < length)[:, None]
    return jnp.sum(jnp.where(keep, h, 0.0), axis=0) / jnp.maximum(length, 1)


class Pool(eqx.Module):
    embed: eqx.nn.Embedding

    def __init__(self, key):
        self.embed = eqx.nn.Embedding(10, 4, key=key)

    def __call__(self, tokens, length):
        return mean_pool(jax.vmap(self.embed)(tokens), length)


@eqx.filter_jit
def encode(model, tokens, lengths):
    return jax.vmap(model)(tokens, lengths)


rng = np.random.default_rng(0)
lengths = rng.integers(1, 6, size=4).astype(np.int32)
tokens = rng.integers(0, 10, size=(4, 6)).astype(np.int32)
print(encode(Pool(jax.random.PRNGKey(0)), tokens, lengths))
