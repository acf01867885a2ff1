"""The jitted function returns an array; `.tolist()` runs on the concrete result."""

import jax
import jax.numpy as jnp


@jax.jit
def top_tokens(logits):
    return jnp.argsort(-logits)[:3]


top_tokens(jnp.array([0.1, 0.5, 0.2, 0.9])).tolist()
