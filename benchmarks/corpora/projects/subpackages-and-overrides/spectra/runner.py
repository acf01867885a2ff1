"""Compiled entry points."""

import jax

from spectra import pipeline

density = jax.jit(pipeline.density, static_argnames=("bin_width",))
