import jax.numpy as jnp

from . import util


def recon(model, x):
    err = model(x) - x
    return jnp.mean(util.clip(err, hi=5.0) ** 2)


def code_penalty(model, x, weight=1e-3):
    return weight * jnp.mean(model.encode(x) ** 2)
