"""The write as `buffer.at[slot].set(value)`: a new array, which jit can trace."""

from __future__ import annotations

import jax
import jax.numpy as jnp


class SlotOps:
    @staticmethod
    def write(buffer: jax.Array, slot: jax.Array, value: jax.Array) -> jax.Array:
        return buffer.at[slot].set(value)


@jax.jit
def remember(memory, step, summary):
    return SlotOps.write(memory, step % memory.shape[0], summary)


print(remember(jnp.zeros((4, 2)), jnp.asarray(5), jnp.ones(2)))
