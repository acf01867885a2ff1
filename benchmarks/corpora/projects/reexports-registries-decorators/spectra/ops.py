"""Array operations on spectra."""

import jax.numpy as jnp


def normalize(x, axis=-1, eps=1e-8):
    """Rescale `x` to [0, 1] along `axis`."""
    if axis < 0:
        axis = x.ndim + axis
    lo = x.min(axis=axis, keepdims=True)
    hi = x.max(axis=axis, keepdims=True)
    return (x - lo) / (hi - lo + eps)


def find_peaks(values, threshold, max_peaks):
    """Indices of local maxima above `threshold`, at most `max_peaks` of them."""
    left = jnp.concatenate([values[:1], values[:-1]])
    right = jnp.concatenate([values[1:], values[-1:]])
    is_peak = (values > left) & (values >= right) & (values > threshold)
    idx = jnp.flatnonzero(is_peak)[:max_peaks]
    strength = jnp.where(idx >= 0, values[idx], 0.0)
    return idx, strength
