"""The vmapped nested def returns its traced comparison as an integer array."""

import jax
import jax.numpy as jnp


def pairwise_hits(queries, keys, radius):
    def hits(q):
        d = jnp.linalg.norm(keys - q, axis=-1)
        return (d.min() < radius).astype(jnp.int32)

    return jax.vmap(hits)(queries)


pairwise_hits(jnp.zeros((2, 3)), jnp.ones((4, 3)), 2.0)
