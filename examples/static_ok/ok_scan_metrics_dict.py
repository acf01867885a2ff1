"""`lax.scan` stacks a dict of per-step outputs into a dict: adding a key to it is plain
Python under jit."""

import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def drop(height, dt):
    def tick(state, _):
        h, v = state
        v = v - 9.8 * dt
        h = jnp.maximum(h + v * dt, 0.0)
        return (h, v), {"height": h, "speed": jnp.abs(v)}

    _, trace = lax.scan(tick, (height, jnp.zeros_like(height)), None, length=8)
    trace["peak_speed"] = trace["speed"].max()
    return trace


drop(jnp.array(10.0), 0.1)
