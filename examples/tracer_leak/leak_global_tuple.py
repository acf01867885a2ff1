"""A jitted step keeps its latest norm in a module-level tuple: the tuple holds a tracer
after the trace."""

import jax
import jax.numpy as jnp

LAST: tuple[jax.Array, int] | None = None


@jax.jit
def normalize(g):
    global LAST
    LAST = (jnp.linalg.norm(g), 1)  # E: jax-tracer-leak
    return g / jnp.linalg.norm(g)


normalize(jnp.array([3.0, 4.0]))
assert LAST is not None
doubled = LAST[0] * 2
