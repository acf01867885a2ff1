"""Initialise a dense layer's weights with a jitted, shape-specialised initialiser.

After tests/random_test.py, test_not_hashable.
"""
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(0, 1, 2))
def init_dense(key, fan_in, fan_out):
    w_key, b_key = jax.random.split(key)
    limit = jnp.sqrt(6.0 / (fan_in + fan_out))
    w = jax.random.uniform(w_key, (fan_in, fan_out), minval=-limit, maxval=limit)
    b = 0.01 * jax.random.normal(b_key, (fan_out,))
    return w, b


key = jax.random.key(42)
w, b = init_dense(key, 8, 4)
print(w.shape, b.shape, float(jnp.abs(w).max()))
