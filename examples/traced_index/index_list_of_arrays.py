"""A module-level Python list of arrays indexed by a traced channel number: a list needs
a Python int."""

import jax
import jax.numpy as jnp

PALETTE = [jnp.array([1.0, 0.2, 0.2]), jnp.array([0.2, 1.0, 0.2]), jnp.array([0.2, 0.2, 1.0])]


@jax.jit
def tint(image, channel):
    colour = PALETTE[channel % len(PALETTE)]  # E: jax-traced-index
    return image * colour


tint(jnp.ones((2, 2, 3)), 4)
