"""Gather the first few positive entries of each row, with padding."""
import jax
import jax.numpy as jnp

MAX_HITS = 3


def _positive_positions(row, size):
    return jnp.nonzero(row > 0, size=size, fill_value=row.shape[0])[0]


def _row_gather(row):
    idx = _positive_positions(row, MAX_HITS)
    padded = jnp.concatenate([row, jnp.zeros((1,), row.dtype)])
    return padded[idx]


@jax.jit
def table_gather(table):
    return jax.vmap(_row_gather)(table)


def summary(table):
    hits = table_gather(table)
    counts = jnp.sum(table > 0, axis=1)
    return hits, counts


if __name__ == "__main__":
    t = jnp.array([[1.0, -2.0, 3.0, 5.0, 7.0], [-1.0, 4.0, 0.5, -3.0, -2.0]])
    hits, counts = summary(t)
    print(hits)
    print(counts)
