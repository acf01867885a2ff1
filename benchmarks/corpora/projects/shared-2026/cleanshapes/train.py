import functools

import jax

from . import losses


def split_static(params):
    static = {"n_patches": params["n_patches"]}
    return {k: v for k, v in params.items() if k != "n_patches"}, static


@functools.partial(jax.jit, static_argnames=("patch", "n_patches", "lr"))
def step(arrays, images, y, patch, n_patches, lr):
    def loss_of(a):
        return losses.mse(dict(a, n_patches=n_patches), images, y, patch)

    loss, grads = jax.value_and_grad(loss_of)(arrays)
    return jax.tree.map(lambda p, g: p - lr * g, arrays, grads), loss
