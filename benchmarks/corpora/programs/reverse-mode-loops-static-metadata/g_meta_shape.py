"""Reshaping with the target shape stored as static metadata."""
import dataclasses

import jax
import jax.numpy as jnp


@dataclasses.dataclass
class Packed:
    flat: jax.Array
    shape: tuple


jax.tree_util.register_dataclass(Packed, data_fields=["flat"], meta_fields=["shape"])


@jax.jit
def unpack_sum(p):
    return p.flat.reshape(p.shape).sum(axis=0)


print(unpack_sum(Packed(jnp.arange(6.0), (2, 3))))
print(unpack_sum(Packed(jnp.arange(6.0), (3, 2))))
print(unpack_sum(Packed(jnp.arange(8.0), (2, 4))))
