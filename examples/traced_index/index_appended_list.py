"""A list built with .append() in a jitted function is indexed by a traced position."""

import jax
import jax.numpy as jnp


@jax.jit
def best_scaled(x):
    candidates = []
    for scale in (0.5, 1.0, 2.0):
        candidates.append(x * scale)
    scores = jnp.stack([jnp.abs(c.sum() - 3.0) for c in candidates])
    return candidates[jnp.argmin(scores)]  # E: jax-traced-index


print(best_scaled(jnp.arange(3.0)))
