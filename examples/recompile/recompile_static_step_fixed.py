"""The step is only used as a number: pass it traced, and one program serves every step."""

import jax
import jax.numpy as jnp


@jax.jit
def warmup_update(w, g, step):
    scale = jnp.minimum(1.0, (step + 1) / 100)
    return w - 0.1 * scale * g


w = jnp.ones(3)
for step in range(5):
    w = warmup_update(w, 2 * w, step=step)
