"""A keyword argument of a `lax.composite` function is an attribute of the op, passed as
given (and not traced): a Python int slices, also where the function is analysed
without a call."""

from functools import partial

import jax.numpy as jnp
from jax import lax


@partial(lax.composite, name="demo.head_sum")
def head_sum(x, *, count):
    return x[:count].sum()


@partial(lax.composite, name="demo.head_mean")
def head_mean(x, *, count: int, axis: int = 0):
    if axis != 0:
        raise ValueError("only axis 0")
    return x[:count].mean(axis=axis)


head_sum(jnp.arange(6.0), count=3)
