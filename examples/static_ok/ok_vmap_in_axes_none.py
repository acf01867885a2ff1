"""Under `vmap(..., in_axes=(0, None))` a Python int in the `None` slot stays static."""

import jax
import jax.numpy as jnp


def polynomial(x, degree):
    terms = [x**k for k in range(degree + 1)]
    if degree > 1:
        terms[-1] = terms[-1] / degree
    return jnp.stack(terms).sum()


jax.vmap(polynomial, in_axes=(0, None))(jnp.arange(3.0), 3)
