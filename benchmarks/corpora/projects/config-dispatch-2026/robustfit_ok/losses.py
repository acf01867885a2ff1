"""Residual losses selectable through ``train.loss_fn = @name``."""
import jax.numpy as jnp

from .gin import configurable


@configurable
def squared(residual):
    return jnp.mean(jnp.square(residual))


@configurable
def huber(residual, delta=1.0):
    a = jnp.abs(residual)
    return jnp.mean(jnp.where(a <= delta, 0.5 * a ** 2, delta * (a - 0.5 * delta)))


@configurable
def winsorized(residual, trim_frac=0.1):
    """Squared loss with the largest |residuals| capped at the (1 - trim_frac) quantile."""
    r = jnp.sort(jnp.abs(residual))
    k = int(trim_frac * r.shape[0])
    if k > 0:
        cap = r[-k - 1]
        r = r.at[-k:].set(cap)
    return jnp.mean(jnp.square(r))
