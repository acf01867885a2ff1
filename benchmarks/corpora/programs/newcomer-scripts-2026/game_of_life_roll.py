import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

SIZE = 8


def count_neighbors(grid):
    total = jnp.zeros_like(grid)
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            if dx == 0 and dy == 0:
                continue
            total = total + jnp.roll(jnp.roll(grid, dx, axis=0), dy, axis=1)
    return total


@jax.jit
def life_step(grid):
    n = count_neighbors(grid)
    survive = (grid == 1) & ((n == 2) | (n == 3))
    born = (grid == 0) & (n == 3)
    return (survive | born).astype(grid.dtype)


@jax.jit
def run_generations(grid):
    return lax.fori_loop(0, 4, lambda i, g: life_step(g), grid)


def show(grid):
    for row in np.asarray(grid):
        print("".join("#" if c else "." for c in row))
    print()


grid = np.zeros((SIZE, SIZE), dtype=np.int32)
grid[1, 2] = grid[2, 3] = grid[3, 1] = grid[3, 2] = grid[3, 3] = 1
grid = jnp.array(grid)
show(grid)
grid = run_generations(grid)
show(grid)
print("live cells:", int(grid.sum()))
