"""Parameters as a registered pytree class."""
from __future__ import annotations

from typing import Any

import jax
import jax.numpy as jnp
from jaxtyping import Array, Float, PRNGKeyArray


@jax.tree_util.register_pytree_node_class
class LinearParams:
    def __init__(self, w: Float[Array, "d"], b: Float[Array, ""]) -> None:
        self.w = w
        self.b = b

    def tree_flatten(self) -> tuple[tuple[Array, Array], None]:
        return (self.w, self.b), None

    @classmethod
    def tree_unflatten(cls, aux: Any, children: tuple[Array, Array]) -> LinearParams:
        return cls(*children)

    @classmethod
    def init(cls, key: PRNGKeyArray, dim: int) -> LinearParams:
        return cls(0.01 * jax.random.normal(key, (dim,)), jnp.zeros(()))

    def __call__(self, x: Float[Array, "n d"]) -> Float[Array, "n"]:
        return x @ self.w + self.b
