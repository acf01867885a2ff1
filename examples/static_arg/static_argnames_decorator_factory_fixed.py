"""size= gives the result a static shape; the static max_peaks can set it."""

import functools

import jax
import jax.numpy as jnp


def jit_static(*names):
    return functools.partial(jax.jit, static_argnames=names)


@jit_static("max_peaks")
def find_peaks(values, max_peaks):
    is_peak = (values[1:-1] > values[:-2]) & (values[1:-1] > values[2:])
    return jnp.flatnonzero(is_peak, size=max_peaks, fill_value=-1) + 1


find_peaks(jnp.sin(jnp.linspace(0.0, 12.0, 50)), 3)
