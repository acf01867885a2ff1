import math

import jax
import jax.numpy as jnp

N_BINS = 10


def bin_index(values, lo, hi):
    width = (hi - lo) / N_BINS
    scaled = (values - lo) / width
    idx = jax.vmap(jnp.floor)(scaled).astype(jnp.int32)
    return jnp.clip(idx, 0, N_BINS - 1)


def histogram(values, lo=0.0, hi=1.0):
    idx = bin_index(values, lo, hi)
    return jnp.zeros(N_BINS, dtype=jnp.int32).at[idx].add(1)


samples = jax.random.uniform(jax.random.key(3), (200,))
counts = histogram(samples)
print("counts:", counts, "total:", int(counts.sum()), "bin width:", math.floor(100 / N_BINS))
