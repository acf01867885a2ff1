"""The table is built once for the longest position, from static sizes, and indexed with
the traced position inside the scan."""

import functools

import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np


@functools.lru_cache(maxsize=64)
def position_table(length, dim):
    return np.ones((length, dim), dtype=np.float32)


class Embedder(nn.Module):
    dim: int
    max_len: int

    @nn.compact
    def __call__(self, tokens):
        return nn.Embed(10, self.dim)(tokens)

    def embed_at(self, token, pos):
        table = position_table(self.max_len, self.dim)
        return self(token) + jnp.asarray(table)[pos]


model = Embedder(dim=4, max_len=8)
params = model.init(jax.random.key(0), jnp.zeros((1,), dtype=jnp.int32))


def run(params, tokens):
    def body(carry, pos):
        out = model.apply(params, tokens[pos], pos, method="embed_at")
        return carry, out

    return jax.lax.scan(body, 0.0, jnp.arange(3))


run(params, jnp.array([1, 2, 3]))
