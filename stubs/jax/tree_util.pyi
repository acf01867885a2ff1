"""Model of `jax.tree_util`: functions whose result is static even inside a trace."""

from typing import Any

from jaxthink_typing import Static

def tree_structure(tree: Any, is_leaf: Any = ...) -> Static[Any]: ...
