"""Average pooling with a window shape given as a static tuple."""

from functools import partial

import jax
import jax.numpy as jnp
from jax import lax


@partial(jax.jit, static_argnums=(1, 2))
def avg_pool(x, window, strides):
    dims = (1,) + window + (1,)
    st = (1,) + strides + (1,)
    summed = lax.reduce_window(x, 0.0, lax.add, dims, st, "VALID")
    size = 1
    for w in window:
        size *= w
    return summed / size


if __name__ == "__main__":
    x = jnp.arange(2 * 6 * 6 * 3, dtype=jnp.float32).reshape(2, 6, 6, 3)
    y = avg_pool(x, (2, 2), (2, 2))
    z = avg_pool(x, (3, 3), (3, 3))
    print(y.shape, z.shape)
