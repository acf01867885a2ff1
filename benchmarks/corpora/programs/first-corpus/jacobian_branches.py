"""Forward-mode Jacobians of a piecewise map, computed one point at a time."""

import jax
import jax.numpy as jnp


def piecewise(x):
    if x[0] > 0:
        return jnp.array([x[0] ** 2, x[1]])
    return jnp.array([-x[0], 2.0 * x[1]])


def jacobians(points):
    jac = jax.jacfwd(piecewise)
    return [jac(p) for p in points]


def tangent(point, direction):
    return jax.jvp(piecewise, (point,), (direction,))


if __name__ == "__main__":
    pts = jnp.array([[1.0, 2.0], [-1.0, 0.5]])
    for j in jacobians(pts):
        print(j)
    print(tangent(pts[0], jnp.ones(2)))
