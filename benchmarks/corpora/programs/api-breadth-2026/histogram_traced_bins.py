"""Histogram of sample magnitudes with a caller-chosen number of bins."""
import jax
import jax.numpy as jnp


@jax.jit
def magnitude_histogram(samples, n_bins):
    mags = jnp.abs(samples)
    counts, edges = jnp.histogram(mags, bins=n_bins, range=(0.0, 3.0))
    return counts, edges


def print_bars(counts, edges):
    for c, lo, hi in zip(counts.tolist(), edges[:-1].tolist(), edges[1:].tolist()):
        print(f"[{lo:4.2f}, {hi:4.2f}) {'#' * int(c // 10)}")


key = jax.random.key(7)
samples = jax.random.normal(key, (500,))
counts, edges = magnitude_histogram(samples, jnp.int32(6))
print_bars(counts, edges)
