"""Pairwise weights with an optional symmetric normalisation."""
import jax
import jax.numpy as jnp


def _both_large(a, b, thresh):
    return jnp.logical_and(a > thresh, b > thresh)


def _pair_value(a, b, symmetric):
    v = jnp.where(_both_large(a, b, 0.5), a * b, 0.0)
    if symmetric and v.ndim == 0:
        v = 0.5 * (v + v)
    return v


def _row(a, row, symmetric):
    return jax.vmap(_pair_value, in_axes=(None, 0, None))(a, row, symmetric)


def pair_matrix(x, symmetric=True):
    fn = jax.vmap(_row, in_axes=(0, None, None))
    return jax.jit(fn, static_argnums=2)(x, x, symmetric)


if __name__ == "__main__":
    x = jnp.array([0.1, 0.7, 0.9, 0.3])
    print(pair_matrix(x))
    print(pair_matrix(x, symmetric=False))
