"""Return the norm from the step and keep the concrete value outside the trace."""

import jax
import jax.numpy as jnp

LAST: tuple[jax.Array, int] | None = None


@jax.jit
def normalize(g):
    norm = jnp.linalg.norm(g)
    return g / norm, norm


unit, norm = normalize(jnp.array([3.0, 4.0]))
LAST = (norm, 1)
doubled = LAST[0] * 2
