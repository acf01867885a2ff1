"""Gather a fixed number of active features, padding with zeros."""

import jax
import jax.numpy as jnp

MAX_ACTIVE = 4


@jax.jit
def active_features(x, gate):
    (idx,) = jnp.nonzero(gate > 0.5, size=MAX_ACTIVE, fill_value=0)
    count = jnp.sum(gate > 0.5)
    valid = jnp.arange(MAX_ACTIVE) < count
    return jnp.where(valid, x[idx], 0.0), count


if __name__ == "__main__":
    key = jax.random.PRNGKey(7)
    k1, k2 = jax.random.split(key)
    x = jax.random.normal(k1, (12,))
    gate = jax.random.uniform(k2, (12,))
    print(active_features(x, gate))
