"""A `@classmethod` constructor called from a `lax.scan` body inside jit: `cls` is the
class, and its slice bound is a traced argument (IndexError at the slice)."""

from __future__ import annotations

import jax
import jax.numpy as jnp


class Window:
    def __init__(self, mean, length):
        self.mean = mean
        self.length = length

    @classmethod
    def from_history(cls, history: jax.Array, n: jax.Array) -> Window:
        return cls(history[:n].mean(), n)  # E: jax-traced-slice


@jax.jit
def rollout(history, lengths):
    def body(total, n):
        return total + Window.from_history(history, n).mean, None

    total, _ = jax.lax.scan(body, 0.0, lengths)
    return total


print(rollout(jnp.arange(8.0), jnp.array([2, 4])))
