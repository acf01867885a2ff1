"""Under `vmap` a per-example `print` shows a batching tracer, not one example."""

import jax
import jax.numpy as jnp


def per_example_loss(pred, target):
    err = pred - target
    print("error", err)  # N: jax-traced-print
    return jnp.sum(err**2)


jax.vmap(per_example_loss)(jnp.ones((3, 2)), jnp.zeros((3, 2)))
