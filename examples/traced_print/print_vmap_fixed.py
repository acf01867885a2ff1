"""`jax.debug.print` under `vmap` prints each example's value."""

import jax
import jax.numpy as jnp


def per_example_loss(pred, target):
    err = pred - target
    jax.debug.print("error {}", err)
    return jnp.sum(err**2)


jax.vmap(per_example_loss)(jnp.ones((3, 2)), jnp.zeros((3, 2)))
