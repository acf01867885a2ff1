"""Regression losses, registered by name."""

import jax.numpy as jnp

from loss_registry_fixed.registry import LOSSES


@LOSSES.register("squared")
def squared(pred, target):
    return jnp.mean((pred - target) ** 2)


@LOSSES.register("huber")
def huber(pred, target, delta=1.0):
    residual = jnp.abs(pred - target)
    linear = delta * (residual - 0.5 * delta)
    return jnp.mean(jnp.where(residual < delta, 0.5 * residual**2, linear))
