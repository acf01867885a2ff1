import jax.numpy as jnp


def add_noise(x, key_normal, scale):
    return x + scale * key_normal


def huber(err, delta=1.0):
    a = jnp.abs(err)
    return jnp.where(a < delta, 0.5 * err**2, delta * (a - 0.5 * delta))
