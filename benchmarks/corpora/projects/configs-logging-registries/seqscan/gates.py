"""Elementwise helpers used by the recurrent cell."""

import jax.numpy as jnp


def mix(z, h_old, h_new):
    """Blend the old and candidate states with the update gate `z`."""
    return z * h_old + (1.0 - z) * h_new


def bounded(h, limit):
    """Rescale `h` so its largest entry stays within `limit`."""
    peak = jnp.max(jnp.abs(h))
    if peak > limit:
        h = h * (limit / peak)
    return h
