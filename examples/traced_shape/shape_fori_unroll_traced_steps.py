"""`lax.fori_loop(..., unroll=2)` with a traced trip count: a loop whose bounds are traced
becomes a while_loop, which cannot be unrolled, so JAX raises ValueError at the call."""

import jax
import jax.numpy as jnp
from jax import lax


def smooth(signal, num_passes):
    def one_pass(_, s):
        return 0.25 * jnp.roll(s, 1) + 0.5 * s + 0.25 * jnp.roll(s, -1)

    return lax.fori_loop(0, num_passes, one_pass, signal, unroll=2)  # E: jax-traced-shape


@jax.jit
def denoise(signal, num_passes):
    return smooth(signal, num_passes)


denoise(jnp.array([0.0, 4.0, 0.0, 1.0, 0.0]), 6)
