from functools import partial

import jax
import jax.numpy as jnp

from . import shapes


def init(key, size, width, dim):
    return {"w": jax.random.normal(key, (size * width, dim)) * 0.1, "pos_scale": jnp.ones(())}


@partial(jax.jit, static_argnames="size")
def embed(params, img, size):
    n = shapes.n_patches(img, size)
    patches = img[: n * size].reshape(n, shapes.patch_dim(img, size))
    pos = jnp.arange(n)[:, None] / n
    return patches @ params["w"] + params["pos_scale"] * pos
