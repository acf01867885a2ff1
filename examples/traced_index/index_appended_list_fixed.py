"""Fixed: the candidates are stacked into one array and indexed there."""

import jax
import jax.numpy as jnp


@jax.jit
def best_scaled(x):
    candidates = []
    for scale in (0.5, 1.0, 2.0):
        candidates.append(x * scale)
    stacked = jnp.stack(candidates)
    scores = jnp.abs(stacked.sum(axis=-1) - 3.0)
    return stacked[jnp.argmin(scores)]


print(best_scaled(jnp.arange(3.0)))
