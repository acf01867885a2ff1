import jax
import jax.numpy as jnp


def blobs(key, n, features, classes):
    k1, k2 = jax.random.split(key)
    centers = 2.0 * jax.random.normal(k1, (classes, features))
    y = jnp.arange(n) % classes
    return centers[y] + jax.random.normal(k2, (n, features)), y
