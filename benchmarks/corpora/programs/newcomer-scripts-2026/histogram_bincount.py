import jax
import jax.numpy as jnp
import numpy as np

LO = -4.0
WIDTH = 0.5
N_BINS = 16


def bin_index(x):
    idx = jnp.floor((x - LO) / WIDTH).astype(jnp.int32)
    return jnp.clip(idx, 0, N_BINS - 1)


@jax.jit
def tally(values):
    bins = bin_index(values)
    return jnp.bincount(bins, length=N_BINS)


def print_hist(counts):
    counts = np.asarray(counts)
    hist = {}
    for b, c in enumerate(counts):
        if c > 0:
            hist[b] = int(c)
    for b in sorted(hist):
        left = LO + b * WIDTH
        print(f"[{left:5.1f}, {left + WIDTH:5.1f}) " + "*" * hist[b])


values = jnp.array(np.random.default_rng(7).normal(size=60), dtype=jnp.float32)
counts = tally(values)
print_hist(counts)
print("total:", int(counts.sum()))
