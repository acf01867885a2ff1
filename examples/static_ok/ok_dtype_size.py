"""`x.dtype` and `x.size` are static under jit: branches and Python arithmetic on them run."""

import jax
import jax.numpy as jnp


@jax.jit
def mean_abs(x):
    if jnp.issubdtype(x.dtype, jnp.integer):
        x = x.astype(jnp.float32)
    if x.dtype == jnp.float16:
        x = x.astype(jnp.float32)
    denom = float(x.size) if x.size > 0 else 1.0
    return jnp.abs(x).sum() / denom


mean_abs(jnp.arange(6))
mean_abs(jnp.ones((2, 2), dtype=jnp.float16))
