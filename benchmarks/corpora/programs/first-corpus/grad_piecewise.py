"""Gradient of a piecewise function evaluated point by point."""

import jax
import jax.numpy as jnp


def smooth_abs(x, delta=0.5):
    if x > delta:
        return x - delta / 2
    if x < -delta:
        return -x - delta / 2
    return x**2 / (2 * delta)


def gradients(points):
    g = jax.grad(smooth_abs)
    return jnp.array([g(p) for p in points])


if __name__ == "__main__":
    pts = jnp.array([-2.0, -0.25, 0.0, 0.3, 1.5])
    print(gradients(pts))
