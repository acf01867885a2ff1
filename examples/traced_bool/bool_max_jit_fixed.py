"""Python's `max` becomes `jnp.maximum`."""

import jax
import jax.numpy as jnp


@jax.jit
def hinge_loss(score, label):
    margin = 1.0 - label * score
    return jnp.maximum(margin, 0.0)


hinge_loss(jnp.asarray(0.3), 1.0)
