import jax.numpy as jnp

from . import windows


def horizon_error(pred, target, n):
    return jnp.mean(jnp.abs(windows.first(pred, n) - windows.first(target, n)))


def tail_error(pred, target, n):
    return jnp.mean(jnp.abs(windows.last(pred, n) - windows.last(target, n)))
