"""`static_argnums=2` keeps the head count a Python int under `nnx.remat`."""

import jax.numpy as jnp
from flax import nnx


class Attention(nnx.Module):
    def __init__(self, dim, rngs):
        self.qkv = nnx.Linear(dim, 3 * dim, rngs=rngs)


def attend(layer, x, num_heads):
    qkv = jnp.stack(jnp.split(layer.qkv(x), 3, axis=-1))
    q, k, v = qkv.reshape(3, x.shape[0], num_heads, -1)
    weights = nnx.softmax(jnp.einsum("qhd,khd->hqk", q, k), axis=-1)
    return jnp.einsum("hqk,khd->qhd", weights, v).reshape(x.shape)


layer = Attention(8, nnx.Rngs(0))
nnx.remat(attend, static_argnums=2)(layer, jnp.ones((5, 8)), 2)
