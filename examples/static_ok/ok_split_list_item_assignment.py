"""N:M sparsity masks computed per group: `jnp.split` gives a Python list of arrays, and
replacing one of its items (`groups[i] = ...`) is a list store, not an update of a jax
array."""

import jax
import jax.numpy as jnp


@jax.jit
def prune(weights):
    groups = jnp.split(jnp.abs(weights), 4, axis=-1)
    for i, group in enumerate(groups):
        threshold = jnp.sort(group, axis=-1)[..., -2:-1]
        groups[i] = jnp.where(group >= threshold, 1.0, 0.0)
    return weights * jnp.concatenate(groups, axis=-1)


print(prune(jnp.arange(16.0).reshape(2, 8)))
