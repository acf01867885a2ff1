"""Sliding-window statistics with lax.dynamic_slice."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import lax


@partial(jax.jit, static_argnames=("width",))
def window_mean(x, start, width):
    window = lax.dynamic_slice(x, (start,), (width,))
    return window.mean()


@partial(jax.jit, static_argnames=("width",))
def all_window_means(x, width):
    starts = jnp.arange(x.shape[0] - width + 1)
    return jax.vmap(lambda s: window_mean(x, s, width))(starts)


def rolling_zscore(x, width):
    means = all_window_means(x, width=width)
    tail = x[width - 1:]
    return tail - means


if __name__ == "__main__":
    x = jnp.cumsum(jax.random.normal(jax.random.PRNGKey(2), (60,)))
    z = rolling_zscore(x, 8)
    print(z.shape, float(window_mean(x, 3, width=5)))
