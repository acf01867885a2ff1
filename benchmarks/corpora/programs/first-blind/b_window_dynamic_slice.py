"""Random crops of a time series using lax.dynamic_slice."""

import jax
import jax.numpy as jnp
from jax import lax


def random_crop(key, series, width):
    start = jax.random.randint(key, (), 0, series.shape[0] - width + 1)
    return lax.dynamic_slice(series, (start,), (width,))


@jax.jit
def crops(key, series):
    keys = jax.random.split(key, 8)
    return jax.vmap(random_crop, in_axes=(0, None, None))(keys, series, 5)


if __name__ == "__main__":
    series = jnp.arange(30.0)
    out = crops(jax.random.PRNGKey(0), series)
    print(out.shape, out[:, 0])
