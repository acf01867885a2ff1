import jax
import jax.numpy as jnp


def make_data(key, n):
    kx, kn = jax.random.split(key)
    x = jax.random.uniform(kx, (n,), minval=-1.0, maxval=1.0)
    y = 0.5 - x + 2.0 * x**3 + 0.01 * jax.random.normal(kn, (n,))
    return x, y
