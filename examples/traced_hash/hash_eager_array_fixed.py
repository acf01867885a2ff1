"""Key the cache by a hashable snapshot of the concrete values."""

import jax.numpy as jnp
import numpy as np

results: dict[object, float] = {}


def evaluate(weights):
    key = (weights.shape, np.asarray(weights).tobytes())
    if key not in results:
        results[key] = float(jnp.sum(weights**2))
    return results[key]


evaluate(jnp.ones(3))
