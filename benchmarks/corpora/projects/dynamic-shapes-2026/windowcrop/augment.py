"""Random fixed-width crops of time series, done on device."""
from functools import partial

import jax
from jax import lax


def random_crops(key, x, n_crops, width):
    """x: [T, C] -> [n_crops, width, C]."""
    t, c = x.shape
    starts = jax.random.randint(key, (n_crops,), 0, t - width + 1)

    def body(carry, start):
        crop = lax.dynamic_slice(x, (start, 0), (width, c))
        return carry, crop

    _, crops = lax.scan(body, None, starts)
    return crops


@partial(jax.jit, static_argnames=("n_crops",))
def crop_batch(key, xs, n_crops, width):
    keys = jax.random.split(key, xs.shape[0])
    crops = jax.vmap(partial(random_crops, n_crops=n_crops, width=width))(keys, xs)
    return crops.reshape((xs.shape[0] * n_crops, width, xs.shape[2]))
