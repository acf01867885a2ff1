"""Lengths drawn with NumPy on the host, cast with `astype`, reach an equinox model through
`eqx.filter_jit`, which traces NumPy arrays: under `vmap` each length is a tracer, and
slicing the embedded tokens by it needs a static bound."""

import equinox as eqx
import jax
import numpy as np


def mean_pool(h, length):
    return h[:length].mean(axis=0)  # E: jax-traced-slice


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
