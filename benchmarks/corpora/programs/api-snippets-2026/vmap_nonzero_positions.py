import jax
import jax.numpy as jnp


def peak_mask(row):
    return (row[1:-1] > row[:-2]) & (row[1:-1] > row[2:])


def first_peak(row):
    (idx,) = jnp.nonzero(peak_mask(row))
    return jnp.where(idx.shape[0] > 0, idx[0] + 1, -1)


data = jnp.array([
    [0.0, 1.0, 0.5, 2.0, 1.0],
    [3.0, 2.0, 1.0, 2.0, 0.0],
    [0.0, 0.0, 1.0, 0.0, 0.0],
])
print(jax.vmap(peak_mask)(data).sum(axis=1))
peaks = jax.vmap(first_peak, in_axes=0, out_axes=0)(data)
print(peaks)
