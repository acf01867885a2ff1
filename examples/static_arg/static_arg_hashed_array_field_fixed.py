"""The grid is data: pass it traced, and keep only the order static."""

import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=2)
def interpolate(x, points, order):
    return jnp.interp(x, points, points**order)


interpolate(jnp.array([0.5, 1.5]), jnp.linspace(0.0, 2.0, 5), 2)
