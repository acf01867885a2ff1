"""The last `k` frames of a list of arrays passed to a jitted function, `k` static: the
list's length is part of its structure, so the window is too."""

import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("k",))
def motion_energy(frames, k):
    recent = frames[-k:]
    return sum(jnp.sum(jnp.abs(b - a)) for a, b in zip(recent, recent[1:]))


clips = [jnp.linspace(0.0, float(t), 4) for t in range(5)]
motion_energy(clips, k=3)
