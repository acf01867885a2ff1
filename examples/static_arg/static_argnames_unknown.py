"""`static_argnames=("nope",)` names no parameter: `jax.jit` raises at once."""

import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("nope",))  # E: jax-static-arg
def pool(x, window):
    return x.reshape(-1, 2).mean(axis=1) * window


pool(jnp.arange(8.0), 2)
