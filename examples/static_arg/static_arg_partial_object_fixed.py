"""Jitting the partial closes over the object: only `i` is traced."""

import functools

import jax
import jax.numpy as jnp


class Table:
    def __init__(self, rows):
        self.rows = rows


def lookup(table, i):
    return table.rows[i]


first = jax.jit(functools.partial(lookup, Table(jnp.arange(6.0).reshape(3, 2))))
first(0)
