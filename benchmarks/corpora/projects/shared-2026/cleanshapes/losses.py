import jax.numpy as jnp

from . import model, util


def mse(params, images, y, patch):
    err = model.apply(params, images, patch) - y
    return util.safe_div(jnp.sum(err**2), err.shape[0])
