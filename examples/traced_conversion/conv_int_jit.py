"""`int(x)` of a traced value under jit."""

import jax
import jax.numpy as jnp


@jax.jit
def top_bucket(logits, num_buckets):
    best = int(jnp.argmax(logits))  # E: jax-traced-conversion
    return jnp.eye(num_buckets)[best]


top_bucket(jnp.array([0.1, 2.0, 0.3]), 3)
