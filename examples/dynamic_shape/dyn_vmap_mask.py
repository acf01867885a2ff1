"""Under `vmap`, each row's boolean mask is traced: `row[mask]` has no fixed length."""

import jax
import jax.numpy as jnp


def top_mean(row):
    kept = row[row >= jnp.median(row)]  # E: jax-dynamic-shape
    return kept.mean()


jax.vmap(top_mean)(jnp.arange(12.0).reshape(3, 4))
