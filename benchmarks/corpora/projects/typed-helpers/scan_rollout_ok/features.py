from __future__ import annotations

from dataclasses import dataclass

import jax
import jax.numpy as jnp

from .slicing import prefix_mean


@jax.tree_util.register_dataclass
@dataclass
class Window:
    mean: jax.Array
    last: jax.Array

    @classmethod
    def from_history(cls, history: jax.Array, filled: jax.Array) -> "Window":
        last = history[jnp.maximum(filled - 1, 0)]
        return cls(mean=prefix_mean(history, filled), last=last)

    def as_vector(self) -> jax.Array:
        return jnp.concatenate([self.mean, self.last])
