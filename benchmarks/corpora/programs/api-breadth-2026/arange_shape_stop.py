"""Build a padding mask for a padded token batch; positions come from the array's shape."""
import jax
import jax.numpy as jnp


@jax.jit
def position_mask(tokens, lengths):
    max_len = tokens.shape[1]
    positions = jnp.arange(max_len)
    return positions[None, :] < lengths[:, None]


def count_tokens(mask):
    return int(jnp.sum(mask))


tokens = jnp.zeros((4, 5), dtype=jnp.int32)
lengths = jnp.array([3, 5, 2, 4], dtype=jnp.int32)
mask = position_mask(tokens, lengths)
print("mask shape:", mask.shape)
print("real tokens:", count_tokens(mask))
assert count_tokens(mask) == 14
