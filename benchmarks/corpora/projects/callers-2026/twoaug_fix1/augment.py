import jax
import jax.numpy as jnp


def random_crop(x, key, size):
    length = x.shape[-1]
    start = jax.random.randint(key, (), 0, length - size + 1)
    return jax.lax.dynamic_slice_in_dim(x, start, size, axis=-1)


def jitter(x, key, scale=0.02):
    return x + scale * jax.random.normal(key, x.shape)


def augment(x, key, size):
    k1, k2 = jax.random.split(key)
    return jitter(random_crop(x, k1, size), k2)
