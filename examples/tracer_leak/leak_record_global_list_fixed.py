"""Return the norm from the clip and make the record outside the trace."""

import jax
import jax.numpy as jnp


class ClipEvent:
    def __init__(self, norm, limit):
        self.norm = norm
        self.limit = limit


EVENTS: list[ClipEvent] = []


@jax.jit
def clip(g):
    norm = jnp.linalg.norm(g)
    return g / jnp.maximum(norm, 1.0), norm


clipped, norm = clip(jnp.array([3.0, 4.0]))
EVENTS.append(ClipEvent(norm, 1.0))
overshoot = EVENTS[-1].norm - EVENTS[-1].limit
