import jax.numpy as jnp


def window(x, start, size):
    return x[..., start : start + size]


def conv1d(x, k):
    return jnp.convolve(x, k, mode="same")


def interior(x, border):
    return window(x, border, x.shape[-1] - 2 * border)
