"""Data-dependent choices written with `jnp.where`, `lax.cond` and `lax.select` run under jit."""

import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def robust_step(x, g):
    g = jnp.where(jnp.isfinite(g), g, 0.0)
    step = lax.cond(jnp.linalg.norm(g) > 1.0, lambda v: v / jnp.linalg.norm(v), lambda v: v, g)
    return lax.select(x > 0, x - 0.1 * step, x)


robust_step(jnp.array([1.0, -1.0]), jnp.array([jnp.inf, 3.0]))
