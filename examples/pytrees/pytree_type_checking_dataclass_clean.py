"""mypy reads the `if TYPE_CHECKING:` branch (a plain dataclass); Python runs the `else:`
branch, so `Buffer` is a flax struct: a pytree that lax.scan carries."""

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
    data = buffer.data.at[buffer.count].set(item)
    return Buffer(data, buffer.count + 1), item


jax.lax.scan(add, Buffer(jnp.zeros(4), jnp.array(0)), jnp.arange(4.0))
