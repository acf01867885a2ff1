"""A jitted clip keeps a record of each call in a module-level list: the record's `norm`
is a tracer, and the list keeps the record after the trace."""

import jax
import jax.numpy as jnp


class ClipEvent:
    def __init__(self, norm, limit):
        self.norm = norm
        self.limit = limit


EVENTS: list[ClipEvent] = []


@jax.jit
def clip(g):
    EVENTS.append(ClipEvent(jnp.linalg.norm(g), 1.0))  # E: jax-tracer-leak
    return g / jnp.maximum(jnp.linalg.norm(g), 1.0)


clip(jnp.array([3.0, 4.0]))
overshoot = EVENTS[-1].norm - EVENTS[-1].limit
