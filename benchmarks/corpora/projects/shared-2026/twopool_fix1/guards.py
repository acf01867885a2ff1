import equinox as eqx
import jax.numpy as jnp

from . import util


def finite_loss(loss):
    return eqx.error_if(loss, ~jnp.isfinite(loss), "loss is not finite")


def finite_inputs(x):
    return util.check_finite(x, "inputs")
