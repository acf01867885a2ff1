"""A prefix that grows with the loop counter: `signal[: t + 1]` has a new shape at each
step, and jit compiles `energy` for each."""

import jax
import jax.numpy as jnp


@jax.jit
def energy(window):
    return jnp.sum(window**2)


signal = jnp.sin(jnp.linspace(0.0, 3.0, 16))
for t in range(6):
    e = energy(signal[: t + 1])  # N: jax-recompile
