"""Initialise dense layers' weights with a jitted, shape-specialised initialiser.

After tests/random_test.py, test_dynamic_slice.
"""
from functools import partial

import jax
import jax.numpy as jnp
from jax import lax


@partial(jax.jit, static_argnums=(2, 3))
def init_dense(keys, layer, fan_in, fan_out):
    key = lax.dynamic_index_in_dim(keys, layer, keepdims=False)
    w_key, b_key = jax.random.split(key)
    limit = jnp.sqrt(6.0 / (fan_in + fan_out))
    w = jax.random.uniform(w_key, (fan_in, fan_out), minval=-limit, maxval=limit)
    b = 0.01 * jax.random.normal(b_key, (fan_out,))
    return w, b


keys = jax.random.split(jax.random.key(42), 3)
for layer in range(3):
    w, b = init_dense(keys, layer, 8, 4)
    print(layer, w.shape, b.shape, float(jnp.abs(w).max()))
