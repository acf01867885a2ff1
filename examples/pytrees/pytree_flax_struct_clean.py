"""A `flax.struct.dataclass` field with `pytree_node=False` is static inside jit."""

import jax
import jax.numpy as jnp
from flax import struct


@struct.dataclass
class Attention:
    wq: jax.Array
    wk: jax.Array
    num_heads: int = struct.field(pytree_node=False)


@jax.jit
def scores(layer, x):
    q = (x @ layer.wq).reshape(x.shape[0], layer.num_heads, -1)
    k = (x @ layer.wk).reshape(x.shape[0], layer.num_heads, -1)
    heads = [q[:, h] @ k[:, h].T for h in range(layer.num_heads)]
    return jnp.stack(heads)


scores(Attention(jnp.ones((4, 4)), jnp.ones((4, 4)), num_heads=2), jnp.ones((3, 4)))
