"""`x.tolist()` of a traced array under jit."""

import jax
import jax.numpy as jnp


@jax.jit
def top_tokens(logits):
    ranked = jnp.argsort(-logits)
    return ranked[:3].tolist()  # E: jax-traced-conversion


top_tokens(jnp.array([0.1, 0.5, 0.2, 0.9]))
