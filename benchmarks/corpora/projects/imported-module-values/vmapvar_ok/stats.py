import jax.numpy as jnp

from vmapvar_ok.ops import soft_clip


def robust_mean(values, limit=2.0):
    return jnp.mean(soft_clip(values, limit))
