"""Process a few blocks of a test tone."""

import jax.numpy as jnp

from audio_gain_fixed.gain import apply_gain

tone = jnp.sin(jnp.linspace(0.0, 40.0, 256)).reshape(4, 64)
print([float(jnp.max(apply_gain(block))) for block in tone])
