"""The trip count is a static argument: fori_loop gets a Python int and becomes a scan,
which reverse mode can differentiate."""

import functools

import jax
from jax import lax


@functools.partial(jax.jit, static_argnames=("steps",))
def orbit_end(r, x0, steps):
    def body(_, x):
        return r * x * (1.0 - x)

    return lax.fori_loop(0, steps, body, x0)


orbit_end(3.2, 0.4, 20)
slope = jax.grad(orbit_end)(3.2, 0.4, 20)
