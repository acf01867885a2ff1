"""Operations on (height, width, channels) images."""

import jax.numpy as jnp

# Gamma of each preset, by its number.
GAMMAS = {0: 1.0, 1: 2.2, 2: 1.8}


def pad_to(image, size):
    """Pad with zeros to a size x size image."""
    height, width = image.shape[:2]
    return jnp.pad(image, ((0, size - height), (0, size - width), (0, 0)))


def crop(image, top, left, height, width):
    return image[top : top + height, left : left + width]


def tile_rows(image, times):
    rows = []
    for _ in range(times):
        rows.append(image)
    return jnp.concatenate(rows, axis=0)


def threshold(image, level, invert=False):
    mask = image > level
    if invert:
        mask = ~mask
    return jnp.where(mask, 1.0, 0.0)


def gamma(image, preset):
    return image ** GAMMAS[preset]


def downsample(image, factor):
    return image[::factor, ::factor]


def flip(image, axis=1):
    return jnp.flip(image, axis=axis)


def posterize(image, levels):
    step = 1.0 / int(levels)
    return jnp.floor(image / step) * step


def normalize(image, mean, std):
    return (image - mean) / std


def to_uint8(image, scale=255.0):
    return jnp.clip(image * scale, 0, 255).astype(jnp.uint8)
