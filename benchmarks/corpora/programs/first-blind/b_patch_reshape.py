"""Split an image into square patches for a vision transformer."""

import jax
import jax.numpy as jnp


def to_patches(img, patch):
    h, w, c = img.shape
    n_h = h // patch
    n_w = w // patch
    x = img.reshape(n_h, patch, n_w, patch, c)
    x = x.transpose(0, 2, 1, 3, 4)
    return x.reshape(x.shape[0] * x.shape[1], -1)


@jax.jit
def patch_embed(img, proj, patch):
    return to_patches(img, patch) @ proj


if __name__ == "__main__":
    img = jnp.ones((32, 32, 3))
    proj = jnp.ones((8 * 8 * 3, 64)) * 0.01
    print(patch_embed(img, proj, 8).shape)
