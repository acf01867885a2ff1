"""`label in SPECIAL` compares the traced label with each item and needs a bool."""

import jax
import jax.numpy as jnp

SPECIAL = [0, 3]


@jax.jit
def weight(label, loss):
    if label in SPECIAL:  # E: jax-traced-bool
        return loss * 2.0
    return loss


weight(jnp.int32(3), jnp.float32(0.5))
