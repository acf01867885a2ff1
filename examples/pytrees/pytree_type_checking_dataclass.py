"""`Buffer` runs as a flax struct (the `else:` branch), so inside lax.scan its count is a
tracer: `if` on it fails, whatever mypy reads under `if TYPE_CHECKING:`."""

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
    if buffer.count >= 4:  # E: jax-traced-bool
        return buffer, item
    data = buffer.data.at[buffer.count].set(item)
    return Buffer(data, buffer.count + 1), item


jax.lax.scan(add, Buffer(jnp.zeros(4), jnp.array(0)), jnp.arange(6.0))
