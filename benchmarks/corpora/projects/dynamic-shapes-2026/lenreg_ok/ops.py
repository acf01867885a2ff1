"""Sequence ops used by the acoustic model (single utterance, no batch dim)."""
import jax.numpy as jnp
import numpy as np


def sinusoidal_positions(n, dim):
    pos = np.arange(n)[:, None]
    freq = np.exp(-np.log(10000.0) * np.arange(0, dim, 2) / dim)[None, :]
    table = np.zeros((n, dim), dtype=np.float32)
    table[:, 0::2] = np.sin(pos * freq)
    table[:, 1::2] = np.cos(pos * freq)
    return jnp.asarray(table)


def length_regulate(h, durations, max_frames):
    """Expand phoneme features h [P, D] to frame features [max_frames, D]."""
    frames = jnp.repeat(h, durations, axis=0, total_repeat_length=max_frames)
    frame_mask = jnp.arange(max_frames) < jnp.sum(durations)
    return jnp.where(frame_mask[:, None], frames, 0.0), frame_mask
