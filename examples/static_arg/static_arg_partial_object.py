"""functools.partial of a jitted function binds an object that jit then traces."""

import functools

import jax
import jax.numpy as jnp


class Table:
    def __init__(self, rows):
        self.rows = rows


@jax.jit
def lookup(table, i):
    return table.rows[i]


first = functools.partial(lookup, Table(jnp.arange(6.0).reshape(3, 2)))
first(0)  # E: jax-static-arg
