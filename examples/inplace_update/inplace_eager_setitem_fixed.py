"""Rebind the name to the updated copy."""

import jax

key = jax.random.key(0)
weights = jax.random.normal(key, (4, 4)) * 0.1
weights = weights.at[0, 0].set(1.0)
print(weights.sum())
