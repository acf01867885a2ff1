"""A positional argument of a `lax.composite` function is one of its traced operands: a
Python int there becomes a tracer, and slicing by it fails."""

from functools import partial

import jax.numpy as jnp
from jax import lax


@partial(lax.composite, name="demo.head_sum")
def head_sum(x, count):
    return x[:count].sum()  # E: jax-traced-slice


head_sum(jnp.arange(6.0), 3)
