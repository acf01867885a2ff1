"""Turning samples into a normalised density."""

import jax.numpy as jnp

from spectra import kernels, windows


def density(x, bin_width):
    lo, hi = jnp.min(x), jnp.max(x)
    nbins = jnp.ceil((hi - lo) / bin_width).astype(jnp.int32)
    counts = kernels.histogram(x, lo, hi + 1e-6, nbins=nbins)
    smoothed = kernels.smooth(counts, windows.smoothing_width(x.shape[0]))
    return smoothed / jnp.sum(smoothed), lo, hi
