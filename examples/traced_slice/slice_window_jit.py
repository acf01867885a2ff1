"""A window `x[i:i + 3]` whose start is a jit argument: slice bounds must be static."""

import jax
import jax.numpy as jnp


@jax.jit
def window_energy(signal, start):
    window = signal[start : start + 3]  # E: jax-traced-slice
    return jnp.sum(window**2)


window_energy(jnp.arange(8.0), 2)
