"""`table.at[token].set(value)` returns an updated copy (done in place when compiled)."""

import jax
import jax.numpy as jnp


@jax.jit
def reset_token(table, token, value):
    table = table.at[token].set(value)
    return table


reset_token(jnp.ones((5, 3)), 2, jnp.zeros(3))
