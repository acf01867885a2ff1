"""`vmap` maps every positional argument over axis 0 unless `in_axes` says otherwise: a
Python float has no axis, so the call itself fails."""

import jax
import jax.numpy as jnp


def standardise(row, eps):
    return (row - row.mean()) / (row.std() + eps)


batch = jnp.arange(12.0).reshape(3, 4)
jax.vmap(standardise)(batch, 1e-6)  # E: jax-static-arg
