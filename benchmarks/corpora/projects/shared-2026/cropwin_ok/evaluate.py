import functools

import jax

from . import augment, crops, losses


@functools.partial(jax.jit, static_argnames=("size", "border"))
def held_out(params, clean, key, size, border):
    target = crops.center_crop(clean, size)
    noisy = augment.add_noise(target, key)
    return losses.recon(params, noisy, target, border)
