import jax
import jax.numpy as jnp

from . import ops


def make(key, n, in_dim, out_dim, noise):
    k1, k2, k3 = jax.random.split(key, 3)
    x = jax.random.normal(k1, (n, in_dim))
    w = jax.random.normal(k2, (in_dim, out_dim))
    y = ops.add_noise(jnp.sin(x @ w), jax.random.normal(k3, (n, out_dim)), noise)
    return x, y
