"""A comprehension filter `if x > v` over Python thresholds, with traced `x`, under jit."""

import jax
import jax.numpy as jnp

THRESHOLDS = [0.1, 0.5, 0.9]


@jax.jit
def bucket(x):
    passed = [t for t in THRESHOLDS if x > t]  # E: jax-traced-bool
    return jnp.asarray(len(passed))


bucket(jnp.asarray(0.7))
