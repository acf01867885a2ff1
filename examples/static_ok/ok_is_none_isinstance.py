"""`x is None` and `isinstance` checks are decided at trace time and run under jit."""

import jax
import jax.numpy as jnp


@jax.jit
def masked_mean(x, mask=None):
    if mask is None:
        return x.mean()
    if isinstance(mask, jax.Array) and mask.dtype == jnp.bool_:
        return jnp.where(mask, x, 0.0).sum() / jnp.maximum(mask.sum(), 1)
    return (x * mask).sum() / mask.sum()


masked_mean(jnp.arange(4.0))
masked_mean(jnp.arange(4.0), jnp.array([True, False, True, False]))
