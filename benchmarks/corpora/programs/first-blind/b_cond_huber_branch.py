"""Huber loss with the branch chosen by lax.cond."""

import jax
import jax.numpy as jnp
from jax import lax


def quadratic(r, delta):
    return 0.5 * r * r


def linear(r, delta):
    scale = float(delta)
    return scale * (jnp.abs(r) - 0.5 * scale)


def huber_scalar(r, delta=1.0):
    return lax.cond(jnp.abs(r) <= delta, quadratic, linear, r, delta)


def huber_loss(pred, target, delta=1.0):
    residuals = pred - target
    return jnp.mean(jax.vmap(huber_scalar, in_axes=(0, None))(residuals, delta))


if __name__ == "__main__":
    pred = jnp.array([0.1, 2.5, -3.0, 0.4])
    target = jnp.zeros(4)
    print(huber_loss(pred, target))
