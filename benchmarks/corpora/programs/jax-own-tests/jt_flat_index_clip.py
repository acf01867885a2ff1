import jax
import jax.numpy as jnp

GRID = (4, 5)


@jax.jit
def scatter_counts(rows, cols):
    flat = jnp.ravel_multi_index((rows, cols), GRID, mode="clip")
    counts = jnp.zeros(GRID[0] * GRID[1], dtype=jnp.int32)
    return counts.at[flat].add(1).reshape(GRID)


rows = jnp.array([0, 1, 1, 3])
cols = jnp.array([2, 4, 4, 0])
print(scatter_counts(rows, cols))
