import jax.numpy as jnp


def empty(capacity, dim):
    return jnp.zeros((capacity, dim))


def write(buf, idx, value):
    buf[idx] = value
    return buf


def newest(buf, pos):
    return buf[(pos - 1) % buf.shape[0]]
