"""`.astype(jnp.float32)` casts inside the compiled program."""

import jax
import jax.numpy as jnp


@jax.jit
def scaled_loss(pred, target, scale):
    loss = jnp.mean((pred - target) ** 2)
    return loss.astype(jnp.float32) * scale


scaled_loss(jnp.ones(3), jnp.zeros(3), 128.0)
