"""Model of `optax.tree`: tree reductions made of jax operations."""

from typing import Any

from jaxthink_typing import Static, Traced

def norm(tree: Any, ord: Static[Any] = ..., squared: Static[Any] = ...) -> Traced[Any]: ...
