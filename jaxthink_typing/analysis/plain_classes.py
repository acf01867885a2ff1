"""Classes JAX cannot trace.

An instance of a plain class of the module (no base but `object`, no decorator but
`dataclasses.dataclass`, never registered as a pytree) is no JAX type: a transformation
rejects it with TypeError where it would trace it (how dataclasses hash:
`dataclass_hash.py`). Classes of other modules are never judged (mypy's cache keeps no decorators).
"""

from __future__ import annotations

from mypy.nodes import MypyFile, TypeInfo

from jaxthink_typing.analysis.dataclass_hash import dataclass_flags
from jaxthink_typing.analysis.pytrees import is_pytree_class

# Words on a line naming the class that may register it with JAX (checked in the text,
# wherever the registration is written).
_REGISTRATION_WORDS = ("register", "tree_util", "pytree", "Pytree")
_WINDOW = 4


def is_plain_class(info: TypeInfo, tree: MypyFile, lines: list[str]) -> bool:
    """Whether instances of `info` are surely no pytree (so no JAX type)."""
    if info.module_name != tree.fullname or not lines:
        return False
    if [base.fullname for base in info.mro[1:]] != ["builtins.object"]:
        return False
    if info.fallback_to_any:
        return False  # a base mypy could not find (`tx.Module`): it may register pytrees
    if info.declared_metaclass is not None or info.is_named_tuple or info.is_protocol:
        return False
    if "__jax_array__" in info.names or "tree_flatten" in info.names:
        return False
    if not all(dataclass_flags(d, tree) is not None for d in info.defn.decorators):
        return False
    return not is_pytree_class(info, tree) and not _named_near_registration(info.name, lines)


def _named_near_registration(name: str, lines: list[str]) -> bool:
    """Whether `name` appears on a line that may register it, or on the next few (a call
    split over lines)."""
    return any(
        any(word in line for word in _REGISTRATION_WORDS)
        and any(name in nearby for nearby in lines[index : index + _WINDOW])
        for index, line in enumerate(lines)
    )
