"""jax arrays are immutable outside jit too: eager item assignment raises."""

import jax

key = jax.random.key(0)
weights = jax.random.normal(key, (4, 4)) * 0.1
weights[0, 0] = 1.0  # E: jax-inplace-update
print(weights.sum())
