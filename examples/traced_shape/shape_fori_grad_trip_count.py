"""`jax.grad` of a jitted `lax.fori_loop` whose trip count `steps` is a jit parameter."""

import jax
from jax import lax


@jax.jit
def orbit_end(r, x0, steps):
    def body(_, x):
        return r * x * (1.0 - x)

    return lax.fori_loop(0, steps, body, x0)


orbit_end(3.2, 0.4, 20)  # forward: the loop becomes a while_loop and runs
slope = jax.grad(orbit_end)(3.2, 0.4, 20)  # E: jax-traced-shape
