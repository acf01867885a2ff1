"""An `if` on a traced value inside a `@jax.jit` function."""

import jax
import jax.numpy as jnp


@jax.jit
def soft_threshold(x, lam):
    norm = jnp.linalg.norm(x)
    if norm > lam:  # E: jax-traced-bool
        return x * (1.0 - lam / norm)
    return jnp.zeros_like(x)


soft_threshold(jnp.arange(4.0), 1.0)
