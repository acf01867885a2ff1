import jax.numpy as jnp


def round_up(n, multiple):
    return -(-int(n) // multiple) * multiple


def pad_to(x, length, axis=1, value=0):
    extra = length - x.shape[axis]
    if extra <= 0:
        return x
    widths = [(0, 0)] * x.ndim
    widths[axis] = (0, extra)
    return jnp.pad(x, widths, constant_values=value)


def bucketed(x, multiple, axis=1):
    return pad_to(x, round_up(x.shape[axis], multiple), axis=axis)
