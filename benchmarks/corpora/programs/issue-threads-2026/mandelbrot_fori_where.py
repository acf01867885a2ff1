"""Escape-time counts for a grid of complex points, vmapped and jitted."""
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


def escape_count(c, max_iter):
    def body(i, state):
        z, count = state
        inside = jnp.abs(z) <= 2.0
        z = jnp.where(inside, z * z + c, z)
        count = count + jnp.where(jnp.abs(z) <= 2.0, 1, 0)
        return z, count

    z0 = jnp.zeros((), dtype=jnp.complex64)
    _, count = lax.fori_loop(0, max_iter, body, (z0, jnp.int32(0)))
    return count


@partial(jax.jit, static_argnames="max_iter")
def render(points, max_iter):
    if points.ndim == 2:
        points = points.ravel()
    return jax.vmap(escape_count, in_axes=(0, None))(points, max_iter)


xs = jnp.linspace(-2.0, 0.5, 16)
ys = jnp.linspace(-1.2, 1.2, 12)
re, im = jnp.meshgrid(xs, ys)
grid = (re + 1j * im).astype(jnp.complex64)

counts = render(grid, max_iter=30)
histogram = np.bincount(np.asarray(counts), minlength=31)
print(np.asarray(counts).reshape(12, 16))
print("points that never escaped:", int(histogram[30]))
