"""Mask of index pairs whose values both exceed a threshold."""
import jax
import jax.numpy as jnp


def _both_large(a, b, thresh):
    return a > thresh and b > thresh


def _pair_value(a, b):
    return jnp.where(_both_large(a, b, 0.5), a * b, 0.0)


def _row(a, row):
    return jax.vmap(_pair_value, in_axes=(None, 0))(a, row)


@jax.jit
def pair_matrix(x):
    return jax.vmap(_row, in_axes=(0, None))(x, x)


if __name__ == "__main__":
    x = jnp.array([0.1, 0.7, 0.9, 0.3])
    print(pair_matrix(x))
