import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("num_chunks", "num_bins"))
def chunked_histogram(values, lo, hi, num_chunks, num_bins):
    edges = jnp.linspace(lo, hi, num=num_bins + 1)
    counts = jnp.zeros((num_bins,), dtype=jnp.int32)
    for chunk in jnp.array_split(values, num_chunks):
        idx = jnp.searchsorted(edges, chunk, side="right") - 1
        idx = jnp.clip(idx, 0, num_bins - 1)
        counts = counts + jnp.bincount(idx, length=num_bins)
    return edges, counts


def summarize(values, num_bins=10):
    lo, hi = values.min(), values.max()
    edges, counts = chunked_histogram(values, lo, hi, num_chunks=4, num_bins=num_bins)
    peak = int(jnp.argmax(counts))
    return edges[peak], edges[peak + 1], counts


values = jax.random.uniform(jax.random.key(3), (103,))
left, right, counts = summarize(values)
print(f"busiest bin [{float(left):.2f}, {float(right):.2f})")
print(counts, int(counts.sum()))
