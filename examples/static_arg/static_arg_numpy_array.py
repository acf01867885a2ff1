"""A NumPy array passed for a static argument: ndarrays are unhashable."""

import functools

import jax
import jax.numpy as jnp
import numpy as np


@functools.partial(jax.jit, static_argnums=(1,))
def apply_filter(signal, taps):
    return jnp.convolve(signal, jnp.asarray(taps), mode="same")


apply_filter(jnp.arange(6.0), np.array([0.25, 0.5, 0.25]))  # E: jax-static-arg
