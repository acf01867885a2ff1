import jax
import jax.numpy as jnp


@jax.jit
def cell_coordinates(flat_moves, height, width):
    rows, cols = jnp.indices((height, width))
    grid = jnp.stack([rows.ravel(), cols.ravel()], axis=-1)
    return grid[flat_moves]


@jax.jit
def center_distance(coords, height, width):
    center = jnp.array([(height - 1) / 2, (width - 1) / 2])
    return jnp.abs(coords - center).sum(-1)


moves = jnp.array([0, 7, 12, 24, 18])
board = (5, 5)
coords = cell_coordinates(moves, *board)
print("coords:", coords.tolist())
print("manhattan to center:", center_distance(coords, *board))
