import jax.numpy as jnp

from . import models


def metrics(params, x, y, spec):
    pred = models.apply(params, x, tuple(spec["dims"]), spec["act"])
    err = pred - y
    return {"mse": float(jnp.mean(err ** 2)), "mae": float(jnp.mean(jnp.abs(err)))}
