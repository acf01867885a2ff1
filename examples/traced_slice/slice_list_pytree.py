"""The last `k` frames of a list of arrays passed to a jitted function, `k` traced."""

import jax
import jax.numpy as jnp


@jax.jit
def motion_energy(frames, k):
    recent = frames[-k:]  # E: jax-traced-slice
    return sum(jnp.sum(jnp.abs(b - a)) for a, b in zip(recent, recent[1:]))


clips = [jnp.linspace(0.0, float(t), 4) for t in range(5)]
motion_energy(clips, 3)
