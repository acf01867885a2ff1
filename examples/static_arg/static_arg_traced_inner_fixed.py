"""The outer function declares `window` static too, so it passes a Python int on."""

import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("window",))
def moving_average(x, window):
    kernel = jnp.ones(window) / window
    return jnp.convolve(x, kernel, mode="valid")


@functools.partial(jax.jit, static_argnames=("window",))
def smooth_signal(x, window):
    return moving_average(x, window=window)


smooth_signal(jnp.arange(8.0), window=3)
