"""Derivative of a piecewise-defined activation, evaluated point by point."""

import jax
import jax.numpy as jnp


def soft_clip(x, limit=2.0):
    if x > limit:
        return limit + jnp.log1p(x - limit)
    elif x < -limit:
        return -limit - jnp.log1p(-x - limit)
    return x


d_soft_clip = jax.grad(soft_clip)


def derivative_table(points):
    return [round(float(d_soft_clip(p)), 4) for p in points]


if __name__ == "__main__":
    pts = jnp.array([-4.0, -1.0, 0.0, 1.5, 3.0])
    print(derivative_table(pts))
    print(jax.grad(soft_clip, argnums=0)(5.0, 1.0))
