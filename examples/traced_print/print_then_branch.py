"""Debugging an `if` with a `print`: the print shows a tracer, then the `if` raises."""

import jax
import jax.numpy as jnp


@jax.jit
def trust_region_step(x, step, radius):
    norm = jnp.linalg.norm(step)
    print(f"step norm = {norm}, radius = {radius}")  # N: jax-traced-print
    if norm > radius:  # E: jax-traced-bool
        step = step * (radius / norm)
    return x + step


trust_region_step(jnp.zeros(2), jnp.array([3.0, 4.0]), 1.0)
