"""The full-buffer test as data: jnp.where keeps the old contents once it is full."""

from typing import TYPE_CHECKING

import jax
import jax.numpy as jnp

if TYPE_CHECKING:
    from dataclasses import dataclass
else:
    from flax.struct import dataclass


@dataclass
class Buffer:
    data: jax.Array
    count: jax.Array


def add(buffer: Buffer, item: jax.Array) -> tuple[Buffer, jax.Array]:
    full = buffer.count >= 4
    data = jnp.where(full, buffer.data, buffer.data.at[buffer.count].set(item))
    return Buffer(data, jnp.where(full, buffer.count, buffer.count + 1)), item


jax.lax.scan(add, Buffer(jnp.zeros(4), jnp.array(0)), jnp.arange(6.0))
