"""`.at[labels].add(1)` adds once per occurrence, repeated labels included."""

import jax.numpy as jnp

labels = jnp.array([0, 2, 2, 1])
class_counts = jnp.zeros(3).at[labels].add(1)
class_weights = 1.0 / (class_counts + 1.0)
