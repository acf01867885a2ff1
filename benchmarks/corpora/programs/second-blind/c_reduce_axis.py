"""Normalizing a data matrix along a chosen axis."""
import jax
import jax.numpy as jnp


@jax.jit
def normalize(x, axis):
    total = x.sum(axis=axis, keepdims=True)
    return x / total


def column_profile(x):
    return normalize(x, 0)


def row_profile(x):
    return normalize(x, 1)


if __name__ == "__main__":
    counts = jnp.arange(1.0, 13.0).reshape(3, 4)
    print(column_profile(counts).sum(axis=0))
    print(row_profile(counts).sum(axis=1))
