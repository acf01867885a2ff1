import functools

import jax
import jax.numpy as jnp

from . import model, ops, shapes, train


@functools.partial(jax.jit, static_argnames=("patch", "n_patches"))
def score(arrays, images, y, patch, n_patches):
    _, loss = train.step(arrays, images, y, patch=patch, n_patches=n_patches, lr=0.0)
    pred = model.apply(dict(arrays, n_patches=n_patches), images, patch)
    corr = jnp.mean(ops.normalize(pred, axis=0) * ops.normalize(y, axis=0))
    return loss, corr


def feature_norms(images):
    return ops.fast_normalize(shapes.flatten_tail(images), axis=-1).std(axis=-1)
