"""Brightness and contrast augmentation for images in [0, 1]."""

import jax
import numpy as np


def adjust(img, brightness, contrast):
    mean = img.mean()
    out = (img - mean) * contrast + mean + brightness
    return np.clip(out, 0.0, 1.0)


@jax.jit
def augment(images, key):
    k1, k2 = jax.random.split(key)
    b = jax.random.uniform(k1, (), minval=-0.1, maxval=0.1)
    c = jax.random.uniform(k2, (), minval=0.8, maxval=1.2)
    return adjust(images, b, c)


if __name__ == "__main__":
    images = jax.random.uniform(jax.random.PRNGKey(0), (2, 8, 8, 3))
    out = augment(images, jax.random.PRNGKey(1))
    print(out.min(), out.max())
