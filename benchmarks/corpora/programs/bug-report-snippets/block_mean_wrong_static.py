import jax
import jax.numpy as jnp


def block_mean(values, block_size, keepdims):
    """Average consecutive, non-overlapping blocks of a 1-D signal."""
    blocks = values.reshape(-1, block_size)
    means = blocks.mean(axis=1)
    if keepdims:
        means = jnp.repeat(means, block_size)
    return means


# block_size is the 2nd argument, so mark argument 2 as static
block_mean_jit = jax.jit(block_mean, static_argnums=(2,))

signal = jnp.arange(20.0)
print(block_mean_jit(signal, 4, False))
