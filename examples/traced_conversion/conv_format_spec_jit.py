"""A format spec in an f-string formats a number: a tracer has none to give."""

import jax
import jax.numpy as jnp


@jax.jit
def report(losses):
    mean = jnp.mean(losses)
    label = f"mean loss {mean:.3f}"  # E: jax-traced-conversion
    return mean, label


report(jnp.array([0.5, 0.25]))
