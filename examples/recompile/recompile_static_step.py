"""A static argument fed by the loop counter: jit compiles once per static value, so a
new step number means a new compilation on every iteration."""

import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("step",))
def warmup_update(w, g, step):
    scale = jnp.minimum(1.0, (step + 1) / 100)
    return w - 0.1 * scale * g


w = jnp.ones(3)
for step in range(5):
    w = warmup_update(w, 2 * w, step=step)  # N: jax-recompile
