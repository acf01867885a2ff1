"""Sum of the first n entries with n marked static."""
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=1)
def prefix_sum(x, n):
    head = x[:n]
    return head.sum()


x = jnp.arange(10.0)
print(prefix_sum(x, 4))
print(prefix_sum(x, 7))
