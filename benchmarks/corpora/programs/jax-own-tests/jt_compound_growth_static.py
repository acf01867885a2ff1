from functools import partial

import jax
import jax.numpy as jnp
from jax import lax


def compound(rate, start, periods):
    return lax.fori_loop(start, start + periods, lambda i, v: v * (1.0 + rate), 100.0)


@partial(jax.jit, static_argnums=1)
def value(rate, start):
    return compound(rate, start, 5)


print(value(0.05, 0))
print(jax.grad(value)(0.05, 0))
