import functools

import jax
import jax.numpy as jnp

from . import evaluate, ops, shapes, util


@functools.partial(jax.jit, static_argnames=("patch",))
def patch_energy(images, patch):
    p = shapes.patchify(images, patch)
    per_patch = ops.mean_pool(jnp.swapaxes(p, 1, 2))
    return util.safe_div(per_patch.sum(), util.num_patches(images.shape[1], patch))


@functools.partial(jax.jit, static_argnames=("patch", "n_patches"))
def score_twice(arrays, images, y, patch, n_patches):
    first = evaluate.score(arrays, images, y, patch, n_patches)
    second = evaluate.score(arrays, images * 0.5, y, patch, n_patches)
    return jnp.stack([first[0], second[0]])


def patch_sizes(image, candidates=(1, 2, 4, 8)):
    return {p: util.num_patches(image, p) for p in candidates if image % p == 0}


def eager_pool(images, count):
    return ops.mean_pool(shapes.flatten_tail(images, keep=2), count=count)
