"""Split a signal into overlapping-free frames and compute a per-frame energy."""
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnames=("frame",))
def frame_energy(signal, frame):
    missing = (-signal.shape[0]) % frame
    padded = jnp.pad(signal, (0, missing), constant_values=0.0)
    frames = padded.reshape(-1, frame)
    window = jnp.broadcast_to(jnp.hanning(frame), frames.shape)
    return jnp.sum((frames * window) ** 2, axis=1)


@jax.jit
def stack_channels(energy, gains):
    tiled = jnp.tile(energy[None, :], (gains.shape[0], 1))
    return tiled * gains[:, None]


rng = np.random.default_rng(0)
signal = jnp.asarray(rng.normal(size=1000).astype(np.float32))
energy = frame_energy(signal, frame=64)
print(energy.shape)
out = stack_channels(energy, jnp.array([1.0, 0.5, 0.25]))
print(out.shape, float(out.sum()))
