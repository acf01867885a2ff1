from __future__ import annotations

import jax
import jax.numpy as jnp


class SlotOps:
    @staticmethod
    def empty(num_slots: int, width: int, dtype: jnp.dtype = jnp.float32) -> jax.Array:
        return jnp.zeros((num_slots, width), dtype=dtype)

    @staticmethod
    def write(buffer: jax.Array, slot: jax.Array, value: jax.Array) -> jax.Array:
        return buffer.at[slot].set(value)

    @staticmethod
    def read_all(buffer: jax.Array) -> jax.Array:
        return buffer.reshape(-1)
