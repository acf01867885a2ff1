"""`nnx.remat` traces every array argument and a Python int as well: a head count
passed to it cannot shape a reshape."""

import jax.numpy as jnp
from flax import nnx


class Attention(nnx.Module):
    def __init__(self, dim, rngs):
        self.qkv = nnx.Linear(dim, 3 * dim, rngs=rngs)


def attend(layer, x, num_heads):
    qkv = jnp.stack(jnp.split(layer.qkv(x), 3, axis=-1))
    q, k, v = qkv.reshape(3, x.shape[0], num_heads, -1)  # E: jax-traced-shape
    weights = nnx.softmax(jnp.einsum("qhd,khd->hqk", q, k), axis=-1)
    return jnp.einsum("hqk,khd->qhd", weights, v).reshape(x.shape)


layer = Attention(8, nnx.Rngs(0))
nnx.remat(attend)(layer, jnp.ones((5, 8)), 2)
