"""Traceable augmentations: flip, brightness/contrast, crop and resize."""
import jax
import jax.numpy as jnp


def apply_flip(images, flip):
    return jnp.where(flip[:, None, None, None], images[:, :, ::-1, :], images)


def adjust_intensity(images, offset, contrast):
    mean = jnp.mean(images, axis=(1, 2, 3), keepdims=True)
    out = (images - mean) * contrast + mean + offset[:, None, None, None]
    return jnp.clip(out, 0.0, 1.0)


def center_crop_resize(images, margin, out_size):
    if images.ndim == 3:
        images = images[None]
    n, h, w, c = images.shape
    crop = images[:, margin:h - margin, margin:w - margin, :]
    return jax.image.resize(crop, (n, out_size, out_size, c), method="bilinear")


def augment(params, batch):
    images = apply_flip(batch.images, batch.flip)
    images = adjust_intensity(images, batch.offset, params.contrast)
    return center_crop_resize(images, params.crop_margin, params.out_size)
