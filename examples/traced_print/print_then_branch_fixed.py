"""`jax.debug.print` for the values, `jnp.minimum` for the branch."""

import jax
import jax.numpy as jnp


@jax.jit
def trust_region_step(x, step, radius):
    norm = jnp.linalg.norm(step)
    jax.debug.print("step norm = {}, radius = {}", norm, radius)
    step = step * jnp.minimum(1.0, radius / norm)
    return x + step


trust_region_step(jnp.zeros(2), jnp.array([3.0, 4.0]), 1.0)
