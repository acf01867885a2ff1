import jax
import jax.numpy as jnp
import numpy as np

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
    new_grid = jnp.zeros_like(grid)
    for i in range(grid.shape[0]):
        for j in range(grid.shape[1]):
            alive = grid[i, j] == 1
            survive = (n[i, j] == 2) | (n[i, j] == 3)
            new_grid[i, j] = jnp.where(alive, survive, n[i, j] == 3)
    return new_grid


def show(grid):
    for row in np.asarray(grid):
        print("".join("#" if c else "." for c in row))
    print()


grid = np.zeros((SIZE, SIZE), dtype=np.int32)
grid[1, 2] = grid[2, 3] = grid[3, 1] = grid[3, 2] = grid[3, 3] = 1
grid = jnp.array(grid)
for gen in range(4):
    show(grid)
    grid = life_step(grid)
