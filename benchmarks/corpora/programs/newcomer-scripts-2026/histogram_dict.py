import jax
import jax.numpy as jnp
import numpy as np

LO = -4.0
WIDTH = 0.5


def bin_index(x):
    return jnp.floor((x - LO) / WIDTH).astype(jnp.int32)


def add_to_counts(counts, b):
    counts[b] = counts.get(b, 0) + 1
    return counts


@jax.jit
def tally(values):
    counts = {}
    for v in values:
        b = bin_index(v)
        counts = add_to_counts(counts, b)
    return counts


def print_hist(counts):
    for b in sorted(counts):
        left = LO + int(b) * WIDTH
        print(f"[{left:5.1f}, {left + WIDTH:5.1f}) " + "*" * int(counts[b]))


values = jnp.array(np.random.default_rng(7).normal(size=60), dtype=jnp.float32)
counts = tally(values)
print_hist(counts)
