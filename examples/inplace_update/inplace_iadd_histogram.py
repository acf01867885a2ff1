"""A histogram accumulated with `counts[b] += 1` in a jitted loop body."""

import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def histogram(bins, num_bins=4):
    counts = jnp.zeros(num_bins, dtype=jnp.int32)

    def body(i, counts):
        counts[bins[i]] += 1  # E: jax-inplace-update
        return counts

    return lax.fori_loop(0, bins.shape[0], body, counts)


histogram(jnp.array([0, 1, 1, 3]))
