"""Small helpers shared by the pipeline."""

import functools

import jax


def jit_static(*names):
    """`jax.jit` with the given argument names marked static."""
    return functools.partial(jax.jit, static_argnames=names)


def describe(indices, freqs):
    """Readable summary of the selected bins."""
    picked = [f"{freqs[i]:.1f}Hz" for i in indices if i >= 0]
    return ", ".join(picked) if picked else "none"
