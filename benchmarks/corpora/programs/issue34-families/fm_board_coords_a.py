import jax
import jax.numpy as jnp


@jax.jit
def cell_coordinates(flat_moves, shape):
    rows, cols = jnp.unravel_index(flat_moves, shape)
    return jnp.stack([rows, cols], axis=-1)


@jax.jit
def center_distance(coords, height, width):
    center = jnp.array([(height - 1) / 2, (width - 1) / 2])
    return jnp.abs(coords - center).sum(-1)


moves = jnp.array([0, 7, 12, 24, 18])
board = (5, 5)
coords = cell_coordinates(moves, board)
print("coords:", coords.tolist())
print("manhattan to center:", center_distance(coords, *board))
