"""Higher-order finite differences of a sampled signal."""

import jax
import jax.numpy as jnp


def derivative(samples, order, dx):
    return jnp.diff(samples, n=order) / dx**order


@jax.jit
def curvature(samples, dx, order):
    d = derivative(samples, order, dx)
    return jnp.abs(d).max()


def report(fn, x):
    dx = x[1] - x[0]
    for order in (1, 2):
        print(order, curvature(fn(x), dx, order))


if __name__ == "__main__":
    report(lambda t: t**3, jnp.linspace(0.0, 1.0, 21))
