"""`for row in x` iterates over a traced array's rows: their count is static."""

import jax
import jax.numpy as jnp


@jax.jit
def sum_of_row_norms(x):
    total = jnp.zeros(())
    for row in x:
        total = total + jnp.linalg.norm(row)
    return total


sum_of_row_norms(jnp.ones((3, 2)))
