import jax
import jax.numpy as jnp

from . import util


def synthetic(key, n, in_dim, out_dim):
    kx, kw = jax.random.split(key)
    x = jax.random.normal(kx, (n, in_dim))
    w = jax.random.normal(kw, (in_dim, out_dim))
    y = jnp.tanh(x @ w)
    return x, y


def batches(x, y, size):
    n_batches = int(util.safe_div(x.shape[0], size, eps=0.0))
    for i in range(n_batches):
        yield x[i * size : (i + 1) * size], y[i * size : (i + 1) * size]
