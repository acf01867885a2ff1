"""With `functools.partial(jax.jit, static_argnames=...)`, the other arguments stay traced."""

import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("reduction",))
def mse(pred, target, reduction, clip):
    err = (pred - target) ** 2
    if clip > 0:  # E: jax-traced-bool
        err = jnp.minimum(err, clip)
    if reduction == "mean":
        return err.mean()
    return err.sum()


mse(jnp.ones(3), jnp.zeros(3), "mean", 4.0)
