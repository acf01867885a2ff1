"""Low level peak-finding ops on a single heatmap."""
import numpy as np
import jax.numpy as jnp

# 8-connected neighbourhood, stored as a static table.
NEIGHBOURS = np.array(
    [(dy, dx) for dy in (-1, 0, 1) for dx in (-1, 0, 1) if (dy, dx) != (0, 0)],
    dtype=np.int32,
)


def gaussian_kernel(sigma, ksize):
    ax = np.arange(ksize) - (ksize - 1) / 2.0
    g = np.exp(-(ax**2) / (2 * sigma**2))
    k = np.outer(g, g)
    return (k / k.sum()).astype(np.float32)


def local_maxima(heat):
    h, w = heat.shape
    padded = jnp.pad(heat, 1, constant_values=-jnp.inf)
    is_max = jnp.ones(heat.shape, dtype=bool)
    for dy, dx in NEIGHBOURS:
        oy, ox = 1 + int(dy), 1 + int(dx)
        is_max = is_max & (heat >= padded[oy : oy + h, ox : ox + w])
    return is_max


def candidate_peaks(heat, thr, max_peaks):
    """Return (ys, xs, scores, valid) for up to max_peaks local maxima."""
    h, w = heat.shape
    keep = (local_maxima(heat) & (heat > thr)).reshape(-1)
    (idx,) = jnp.nonzero(keep, size=max_peaks, fill_value=0)
    valid = jnp.arange(idx.shape[0]) < jnp.sum(keep)
    scores = jnp.where(valid, heat.reshape(-1)[idx], -1.0)
    ys, xs = jnp.divmod(idx, w)
    return ys, xs, scores, valid
