"""Gradient-norm clipping step that keeps a history of clip events."""

import jax
import jax.numpy as jnp
from jax import lax

history = []


class ClipEvent:
    def __init__(self, norm, clipped):
        self.norm = norm
        self.clipped = clipped


def clip_by_norm(g, max_norm):
    norm = jnp.linalg.norm(g)
    scaled = lax.cond(norm > max_norm, lambda v: v * (max_norm / norm), lambda v: v, g)
    history.append(ClipEvent(norm, norm > max_norm))
    return scaled


@jax.jit
def update(params, grads):
    clipped = clip_by_norm(grads, 1.0)
    return params - 0.5 * clipped


params = jnp.zeros(3)
grads = jnp.array([3.0, -4.0, 0.0])
params = update(params, grads)
print("params", params, "events", len(history))
print("overshoot", history[-1].norm - 1.0)
