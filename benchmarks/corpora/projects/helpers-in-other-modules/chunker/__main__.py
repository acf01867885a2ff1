import jax.numpy as jnp

from chunker.reduce import batch_sums, chunk_means
from chunker.utils import chunk_bounds

x = jnp.arange(10.0)
print(chunk_bounds(10, 3))
print(chunk_means(x, 3))
print(batch_sums(x))
