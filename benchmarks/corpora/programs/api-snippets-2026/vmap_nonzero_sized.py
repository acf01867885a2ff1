import jax
import jax.numpy as jnp

MAX_PEAKS = 3


def peak_positions(row):
    is_peak = (row[1:-1] > row[:-2]) & (row[1:-1] > row[2:])
    (idx,) = jnp.nonzero(is_peak, size=MAX_PEAKS, fill_value=-1)
    idx = jnp.where(idx >= 0, idx + 1, -1)
    heights = jnp.where(idx >= 0, jnp.take(row, idx, mode="clip"), 0.0)
    return idx, heights


data = jnp.array([
    [0.0, 1.0, 0.5, 2.0, 1.0, 3.0, 0.0],
    [3.0, 2.0, 1.0, 2.0, 0.0, 0.0, 0.0],
    [0.0, 0.0, 1.0, 0.0, 0.0, 1.0, 0.0],
])
idx, heights = jax.vmap(peak_positions, in_axes=0, out_axes=(0, 1))(data)
print(idx)
print(heights)
print(heights.shape)
