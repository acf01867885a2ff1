"""Casting a traced loss with `np.float32` inside a jitted step."""

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def scaled_loss(pred, target, scale):
    loss = jnp.mean((pred - target) ** 2)
    return np.float32(loss) * scale  # E: jax-numpy-on-traced


scaled_loss(jnp.ones(3), jnp.zeros(3), 128.0)
