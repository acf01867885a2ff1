import functools

import jax
import jax.numpy as jnp

from . import crops, evaluate, ops


@functools.partial(jax.jit, static_argnames=("starts", "size"))
def multi_crop(x, starts, size):
    return jnp.stack([ops.window(x, s, size) for s in starts], axis=0)


def preview(clean, size, border):
    c = crops.center_crop(clean, size)
    return ops.interior(c, border).shape, float(jnp.abs(c).mean())


def size_sweep(params, clean, key, sizes, border):
    out = {}
    for size in sizes:
        out[size] = float(evaluate.held_out(params, clean, key, size, border))
    return out


def tiles(clean, size):
    starts = tuple(range(0, clean.shape[-1] - size + 1, size))
    return multi_crop(clean, starts=starts, size=size)
