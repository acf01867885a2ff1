"""`bool(x)` of a traced value under jit."""

import jax
import jax.numpy as jnp


@jax.jit
def clip_grad(g, max_norm):
    norm = jnp.sqrt(jnp.sum(g * g))
    too_big = bool(norm > max_norm)  # E: jax-traced-bool
    return g * (max_norm / norm) if too_big else g


clip_grad(jnp.array([3.0, 4.0]), 1.0)
