"""Elementwise helpers used by the recurrent cell."""

import jax
import jax.numpy as jnp


def mix(z, h_old, h_new):
    return z * h_old + (1.0 - z) * h_new


def bounded(h, limit):
    """Rescale `h` so its largest entry stays within `limit`."""
    if limit is None:
        return h
    peak = jnp.max(jnp.abs(h))
    return jnp.where(peak > limit, h * (limit / peak), h)


def maybe_reset(h, flag):
    return jax.lax.cond(flag > 0.5, jnp.zeros_like, lambda v: v, h)
