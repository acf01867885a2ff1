"""Gradient clipping with `np.clip` in a jitted SGD update."""

import jax
import jax.numpy as jnp
import numpy as np


def loss_fn(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


@jax.jit
def sgd_step(w, x, y):
    grad = jax.grad(loss_fn)(w, x, y)
    grad = np.clip(grad, -1.0, 1.0)  # E: jax-numpy-on-traced
    return w - 0.1 * grad


sgd_step(jnp.zeros(2), jnp.ones((4, 2)), jnp.ones(4))
