"""Format after the trace, where the value is concrete; or use jax.debug.print inside it."""

import jax
import jax.numpy as jnp


@jax.jit
def mean_loss(losses):
    mean = jnp.mean(losses)
    jax.debug.print("mean loss {m:.3f}", m=mean)
    return mean


label = f"mean loss {mean_loss(jnp.array([0.5, 0.25])):.3f}"
