"""Python's `max` compares its traced arguments with `bool()` under jit."""

import jax
import jax.numpy as jnp


@jax.jit
def hinge_loss(score, label):
    margin = 1.0 - label * score
    return max(margin, 0.0)  # E: jax-traced-bool


hinge_loss(jnp.asarray(0.3), 1.0)
