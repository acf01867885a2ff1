import jax.numpy as jnp


def truncate(x, n):
    return x[:n]


def pad_to(x, length):
    return jnp.pad(x, ((0, length - x.shape[0]), (0, 0)))
