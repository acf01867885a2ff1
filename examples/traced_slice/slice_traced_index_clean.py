"""Indexing with a traced integer runs: `x[i]`, `x[:, i]`, `x[i, :2]` gather at run time.

Only slice *bounds* must be static; a static slice next to a traced index is fine.
"""

import jax
import jax.numpy as jnp


@jax.jit
def pick(table, row, col):
    whole_row = table[row]
    whole_col = table[:, col]
    head = table[row, :2]
    last = table[-1]
    return whole_row.sum() + whole_col.sum() + head.sum() + last[col]


pick(jnp.arange(12.0).reshape(3, 4), 1, 2)
