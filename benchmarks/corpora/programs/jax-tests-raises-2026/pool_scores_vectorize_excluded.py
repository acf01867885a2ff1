"""Pool token scores with a reduction chosen by name, vectorised over rows.

After tests/lax_numpy_vectorize_test.py, test_exclude_second.
"""
from functools import partial

import jax
import jax.numpy as jnp


@partial(jnp.vectorize, excluded={1}, signature="(n)->()")
def pool_row(row, mode):
    if mode == "max":
        return row.max()
    if mode == "mean":
        return row.mean()
    return jax.nn.logsumexp(row)


pool = jax.jit(pool_row, static_argnums=1)

scores = jnp.arange(12.0).reshape(3, 4) / 4.0
print(pool(scores, "max"))
print(pool(scores, "mean"))
