"""Sparse feature extraction: gather the values at the largest-magnitude coordinates."""
import jax
import jax.numpy as jnp

MAX_ACTIVE = 8


def active_coords(x, threshold):
    (idx,) = jnp.nonzero(jnp.abs(x) > threshold, size=MAX_ACTIVE, fill_value=x.shape[0])
    return idx


@jax.jit
def sparse_summary(x, threshold=0.5):
    idx = active_coords(x, threshold)
    padded = jnp.concatenate([x, jnp.zeros(1, x.dtype)])
    vals = padded[idx]
    (neg,) = jnp.where(x < -threshold, size=x.shape[0] // 2, fill_value=-1)
    count = jnp.sum(idx < x.shape[0])
    return jnp.sum(vals ** 2), count, neg


key = jax.random.key(3)
x = jax.random.normal(key, (20,))
energy, count, neg = sparse_summary(x)
print("energy", float(energy), "count", int(count))
print("negative coords", neg)
