"""Derivative of a function that rounds its argument to choose a polynomial degree."""

import jax
import jax.numpy as jnp


def poly(x):
    degree = int(x) + 1
    total = 0.0
    for k in range(degree + 1):
        total = total + x**k
    return total


def derivative_table(xs):
    dpoly = jax.grad(poly)
    return {float(x): float(dpoly(x)) for x in xs}


if __name__ == "__main__":
    print(derivative_table(jnp.array([0.5, 1.5, 2.5])))
