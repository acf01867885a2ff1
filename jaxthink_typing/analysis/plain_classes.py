"""Classes JAX cannot trace, and dataclasses it cannot hash.

An instance of a plain class of the module (no base but `object`, no decorator but
`dataclasses.dataclass`, never registered as a pytree) is no JAX type: a transformation
rejects it with TypeError where it would trace it. A dataclass with `eq` but neither
`frozen` nor `unsafe_hash` sets `__hash__ = None`: as a static argument it makes JAX raise
ValueError. Classes of other modules are never judged (mypy's cache keeps no decorators).
"""

from __future__ import annotations

from mypy.nodes import CallExpr, Expression, MypyFile, NameExpr, RefExpr, TypeInfo

from jaxthink_typing.analysis.pytrees import is_pytree_class

_DATACLASS = "dataclasses.dataclass"
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
    if info.declared_metaclass is not None or info.is_named_tuple or info.is_protocol:
        return False
    if "__jax_array__" in info.names or "tree_flatten" in info.names:
        return False
    if not all(_dataclass_options(d) is not None for d in info.defn.decorators):
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


def is_unhashable_dataclass(info: TypeInfo, tree: MypyFile) -> bool:
    """A plain `@dataclass` (eq without frozen or unsafe_hash): `__hash__` is None."""
    if info.module_name != tree.fullname or "__hash__" in info.names:
        return False
    if [base.fullname for base in info.mro[1:]] != ["builtins.object"]:
        return False
    options = [_dataclass_options(d) for d in info.defn.decorators]
    if len(options) != 1 or options[0] is None:
        return False
    chosen = options[0]
    return chosen.get("eq", True) and not chosen.get("frozen") and not chosen.get("unsafe_hash")


def _dataclass_options(decorator: Expression) -> dict[str, bool] | None:
    """`@dataclass` / `@dataclass(frozen=True, ...)`: its literal bool options; None for
    another decorator or options that are not literal."""
    target = decorator.callee if isinstance(decorator, CallExpr) else decorator
    if not (isinstance(target, RefExpr) and target.fullname == _DATACLASS):
        return None
    options: dict[str, bool] = {}
    if isinstance(decorator, CallExpr):
        for name, value in zip(decorator.arg_names, decorator.args, strict=True):
            if name is None or not isinstance(value, NameExpr):
                return None
            if value.fullname not in ("builtins.True", "builtins.False"):
                return None
            options[name] = value.fullname == "builtins.True"
    return options
