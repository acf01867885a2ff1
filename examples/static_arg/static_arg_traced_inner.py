"""A jitted function passes its traced argument for a static argument of an inner jit."""

import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("window",))
def moving_average(x, window):
    kernel = jnp.ones(window) / window
    return jnp.convolve(x, kernel, mode="valid")


@jax.jit
def smooth_signal(x, window):
    return moving_average(x, window=window)  # E: jax-static-arg


smooth_signal(jnp.arange(8.0), 3)
