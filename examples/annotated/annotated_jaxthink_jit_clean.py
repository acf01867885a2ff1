"""`jaxthink_typing.jit` makes the `Static[int]` parameter static: shapes and loops use it."""

import jax
import jax.numpy as jnp

import jaxthink_typing
from jaxthink_typing import Static, Traced


@jaxthink_typing.jit
def sliding_windows(x: Traced[jax.Array], size: Static[int]) -> Traced[jax.Array]:
    count = x.shape[0] - size + 1
    windows = [x[i : i + size] for i in range(count)]
    if size == 1:
        return jnp.stack(windows)
    return jnp.stack(windows) * jnp.hanning(size)


sliding_windows(jnp.arange(6.0), 3)
sliding_windows(jnp.arange(6.0), size=1)
