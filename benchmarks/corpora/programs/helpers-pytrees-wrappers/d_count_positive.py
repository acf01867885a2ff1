"""Statistics over the positive entries of each row."""
import jax
import jax.numpy as jnp


def _positive_positions(row):
    return jnp.nonzero(row > 0)[0]


def _row_stats(row):
    idx = _positive_positions(row)
    vals = row[idx]
    return jnp.stack([vals.sum(), vals.max()])


@jax.jit
def table_stats(table):
    return jnp.stack([_row_stats(table[i]) for i in range(table.shape[0])])


if __name__ == "__main__":
    t = jnp.array([[1.0, -2.0, 3.0], [-1.0, 4.0, 0.5]])
    print(table_stats(t))
