"""Compiled array kernels."""

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("nbins",))
def histogram(x, lo, hi, nbins):
    scaled = (x - lo) / (hi - lo) * nbins
    idx = jnp.clip(scaled.astype(jnp.int32), 0, nbins - 1)
    return jnp.zeros((nbins,), dtype=jnp.float32).at[idx].add(1.0)


@partial(jax.jit, static_argnums=(1,))
def smooth(counts, width):
    taps = jnp.ones((width,), dtype=counts.dtype) / width
    return jnp.convolve(counts, taps, mode="same")
