"""`*dims: Static[int]` under `jaxthink_typing.jit` makes every extra argument static, and
so do static_argnums that point into `*args`: shapes and loops from them run."""

import jax
import jax.numpy as jnp

import jaxthink_typing
from jaxthink_typing import Static


@jaxthink_typing.jit
def filled(value, *dims: Static[int]):
    return jnp.zeros(dims) + value


def repeat_add(x, *counts):
    for _ in range(counts[0]):
        x = x + 1.0
    return x


print(filled(1.0, 2, 3).shape, jax.jit(repeat_add, static_argnums=1)(jnp.ones(2), 3))
