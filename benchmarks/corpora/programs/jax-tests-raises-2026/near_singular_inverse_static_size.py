"""Inverse of a nearly singular matrix in single and double precision.

After tests/x64_context_test.py, test_near_singular_inverse.
"""
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=1)
def near_singular_inverse(scale, n):
    a = jnp.eye(n) + 0.1 * jnp.ones((n, n))
    a = a.at[-1].multiply(scale)
    return jnp.linalg.inv(a)


with jax.enable_x64(True):
    inv64 = near_singular_inverse(1e-40, 5)
    print(inv64.dtype, bool(jnp.all(jnp.isfinite(inv64))))

with jax.enable_x64(False):
    inv32 = near_singular_inverse(1e-40, 5)
    print(inv32.dtype, bool(jnp.all(jnp.isfinite(inv32))))
