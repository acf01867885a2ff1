"""`eqx.filter_vmap` maps the arrays and passes a Python int to every call as it is."""

import equinox as eqx
import jax.numpy as jnp


def pad_row(row, width):
    out = jnp.zeros(width)
    return out.at[: row.shape[0]].set(row)


eqx.filter_vmap(pad_row)(jnp.ones((3, 2)), 5)
