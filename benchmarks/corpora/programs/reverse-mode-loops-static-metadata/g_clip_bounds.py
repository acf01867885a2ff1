"""Clipping with per-feature bounds kept beside the data."""
import dataclasses

import jax
import jax.numpy as jnp


@dataclasses.dataclass
class Clipper:
    centre: jax.Array
    limit: jax.Array


jax.tree_util.register_dataclass(Clipper, data_fields=["centre"], meta_fields=["limit"])


@jax.jit
def clip(c, x):
    return c.centre + jnp.clip(x - c.centre, -c.limit, c.limit)


x = jnp.array([3.0, -4.0, 0.5])
for width in (1.0, 2.0):
    c = Clipper(centre=jnp.zeros(3), limit=jnp.full(3, width))
    print(clip(c, x))
