"""A `@staticmethod` helper called through its class (`SlotOps.write(...)`) inside jit:
its body runs on the tracers, and item assignment on a jax array raises TypeError."""

from __future__ import annotations

import jax
import jax.numpy as jnp


class SlotOps:
    @staticmethod
    def write(buffer: jax.Array, slot: jax.Array, value: jax.Array) -> jax.Array:
        buffer[slot] = value  # E: jax-inplace-update
        return buffer


@jax.jit
def remember(memory, step, summary):
    return SlotOps.write(memory, step % memory.shape[0], summary)


print(remember(jnp.zeros((4, 2)), jnp.asarray(5), jnp.ones(2)))
