"""Normalize a vector only when its norm exceeds one, via lax.cond."""
import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def clip_norm(x):
    norm = jnp.linalg.norm(x)
    return lax.cond(norm > 1.0, lambda v: v / norm, lambda v: v, x)


print(clip_norm(jnp.array([3.0, 4.0])))
print(clip_norm(jnp.array([0.3, 0.4])))
