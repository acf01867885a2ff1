import functools

import jax.numpy as jnp
import numpy as np


@functools.lru_cache(maxsize=None)
def sinusoid(length, dim):
    pos = np.arange(length)[:, None]
    freq = np.exp(-np.log(10000.0) * np.arange(0, dim, 2) / dim)[None, :]
    table = np.zeros((length, dim), dtype=np.float32)
    table[:, 0::2] = np.sin(pos * freq)
    table[:, 1::2] = np.cos(pos * freq)
    return table


def rows(length, dim):
    return jnp.asarray(sinusoid(length, dim))


def row_at(pos, dim, max_len):
    return jnp.asarray(sinusoid(max_len, dim))[pos]
