"""A string passed for a parameter that is not static: JAX cannot trace a `str`."""

import jax
import jax.numpy as jnp


@jax.jit
def pool(x, mode):
    windows = x.reshape(-1, 2)
    return windows.max(axis=1) if mode == "max" else windows.mean(axis=1)


pool(jnp.arange(8.0), "max")  # E: jax-static-arg
