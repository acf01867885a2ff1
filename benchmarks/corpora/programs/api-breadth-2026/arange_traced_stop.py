"""Build a position index for a batch of padded sequences from their lengths."""
import jax
import jax.numpy as jnp


@jax.jit
def position_mask(lengths):
    longest = jnp.max(lengths)
    positions = jnp.arange(longest)
    return positions[None, :] < lengths[:, None]


def count_tokens(mask):
    return int(jnp.sum(mask))


lengths = jnp.array([3, 5, 2, 4], dtype=jnp.int32)
mask = position_mask(lengths)
print("mask shape:", mask.shape)
print("real tokens:", count_tokens(mask))
