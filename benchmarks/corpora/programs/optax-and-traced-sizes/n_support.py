"""Sparse feature extraction: gather the values at the largest-magnitude coordinates."""
import jax
import jax.numpy as jnp


def active_coords(x, threshold):
    (idx,) = jnp.nonzero(jnp.abs(x) > threshold)
    return idx


@jax.jit
def sparse_summary(x, threshold=0.5):
    idx = active_coords(x, threshold)
    vals = x[idx]
    return jnp.sum(vals ** 2), idx.shape[0]


key = jax.random.key(3)
x = jax.random.normal(key, (20,))
energy, count = sparse_summary(x)
print("energy", float(energy), "count", int(count))
