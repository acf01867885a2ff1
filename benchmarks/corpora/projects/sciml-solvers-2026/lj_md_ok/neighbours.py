from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax import lax

from .space import minimum_image, pairwise_displacement


class NeighbourList(NamedTuple):
    idx: jax.Array
    reference: jax.Array
    overflow: jax.Array


def build(pos, box, radius, capacity=None):
    n = pos.shape[0]
    r2 = jnp.sum(pairwise_displacement(pos, box) ** 2, axis=-1)
    within = (r2 < radius ** 2) & ~jnp.eye(n, dtype=bool)
    counts = jnp.sum(within, axis=1)
    if capacity is None:
        capacity = int(jnp.max(counts)) + 8
    idx = jax.vmap(lambda row: jnp.nonzero(row, size=capacity, fill_value=n)[0])(within)
    return NeighbourList(idx, pos, jnp.any(counts > capacity))


def max_displacement(nbrs, pos, box):
    d = minimum_image(pos - nbrs.reference, box)
    return jnp.sqrt(jnp.max(jnp.sum(d ** 2, axis=-1)))


def update(nbrs, pos, box, cfg):
    radius = cfg.cutoff + cfg.skin
    stale = max_displacement(nbrs, pos, box) > 0.5 * cfg.skin

    def rebuild(_):
        return build(pos, box, radius, capacity=nbrs.idx.shape[1])

    def keep(_):
        return nbrs

    return lax.cond(stale, rebuild, keep, None), stale
