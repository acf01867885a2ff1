"""Length regulator: expand token embeddings by traced durations into a fixed frame budget."""
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="max_frames")
def regulate_length(embeddings, durations, max_frames):
    return jnp.repeat(embeddings, durations, axis=0,
                      total_repeat_length=max_frames)


def frame_count(frames):
    return frames.shape[0]


embeddings = jnp.arange(12.0).reshape(4, 3)
durations = jnp.array([1, 3, 2, 2], dtype=jnp.int32)
frames = regulate_length(embeddings, durations, max_frames=8)
print("frames:", frame_count(frames))
print(frames)
