import jax

from . import ops


def center_crop(x, size):
    start = (x.shape[-1] - size) // 2
    return ops.window(x, start, size)


def random_crop(x, key, size):
    start = jax.random.randint(key, (), 0, x.shape[-1] - size + 1)
    return ops.window(x, start, size)
