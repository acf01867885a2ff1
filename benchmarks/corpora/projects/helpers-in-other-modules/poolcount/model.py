import jax
import jax.numpy as jnp

from . import stats


@jax.jit
def centered(x, mask):
    return jnp.where(mask, x - stats.masked_mean(x, mask), 0.0)


@jax.jit
def ramp(mask):
    n = stats.count_valid(mask)
    positions = jnp.arange(n)
    return positions / n
