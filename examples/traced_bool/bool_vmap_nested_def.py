"""A nested def inside an unannotated outer function, vmapped over rows."""

import jax
import jax.numpy as jnp


def pairwise_hits(queries, keys, radius):
    def hits(q):
        d = jnp.linalg.norm(keys - q, axis=-1)
        if d.min() < radius:  # E: jax-traced-bool
            return jnp.asarray(1)
        return jnp.asarray(0)

    return jax.vmap(hits)(queries)


pairwise_hits(jnp.zeros((2, 3)), jnp.ones((4, 3)), 2.0)
