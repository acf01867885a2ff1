"""Expand per-token embeddings by a per-token duration (a length regulator)."""
import jax
import jax.numpy as jnp


@jax.jit
def regulate_length(embeddings, durations):
    expanded = jnp.repeat(embeddings, durations, axis=0)
    return expanded


def frame_count(frames):
    return frames.shape[0]


embeddings = jnp.arange(12.0).reshape(4, 3)
durations = jnp.array([1, 3, 2, 2], dtype=jnp.int32)
frames = regulate_length(embeddings, durations)
print("frames:", frame_count(frames))
print(frames)
