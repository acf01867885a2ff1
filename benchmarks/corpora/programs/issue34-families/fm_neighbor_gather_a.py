import jax
import jax.numpy as jnp


def neighbor_values(grid, idx, boundary):
    offsets = jnp.stack([idx - 1, idx + 1])
    vals = jnp.take(grid, offsets, mode="fill", fill_value=boundary)
    return vals[0], vals[1]


@jax.jit
def diffuse(grid, boundary, rate=0.1):
    idx = jnp.arange(grid.shape[0])
    left, right = neighbor_values(grid, idx, boundary)
    return grid + rate * (left + right - 2 * grid)


grid = jnp.zeros(12).at[6].set(1.0)
for _ in range(20):
    grid = diffuse(grid, 0.0)
print("mass after diffusion:", float(grid.sum()))
