"""How instances of a standard-library dataclass hash (Python's rules, `dataclasses`):

- `eq=True` (the default) without `frozen` or `unsafe_hash` sets `__hash__ = None`: the
  instance is unhashable;
- `frozen=True` or `unsafe_hash=True` hash the tuple of fields, so a field holding an
  array, a list or a dict makes `hash()` fail;
- `eq=False`, or a `__hash__` written in the class body, keep a working hash.

Only a class whose decorator is visibly `dataclasses.dataclass` is judged (a class read
from mypy's cache has no decorators: unknown, so nothing is said).
"""

from __future__ import annotations

from typing import Literal, TypeAlias

from mypy.nodes import CallExpr, Expression, NameExpr, RefExpr, TypeInfo

from jaxthink_typing.analysis.callables import Arg
from jaxthink_typing.analysis.kinds import Value
from jaxthink_typing.analysis.pytrees import constructor_fields

Hashing: TypeAlias = Literal["unhashable", "fields"]

_FLAGS = ("eq", "frozen", "unsafe_hash")
_DEFAULTS = {"eq": True, "frozen": False, "unsafe_hash": False}
_BOOLS = ("builtins.True", "builtins.False")


def dataclass_hashing(info: TypeInfo) -> Hashing | None:
    """ "unhashable" (`__hash__` is None), "fields" (hashes its fields), or None (hashes
    by identity or its own `__hash__`, or not known to be a plain dataclass)."""
    if "__hash__" in info.names:
        return None
    flags = next((f for f in map(dataclass_flags, info.defn.decorators) if f is not None), None)
    if flags is None:
        return None
    if flags["unsafe_hash"] or (flags["eq"] and flags["frozen"]):
        return "fields"
    return "unhashable" if flags["eq"] else None


def hashed_fields(info: TypeInfo, args: list[Arg]) -> tuple[tuple[str, Value], ...]:
    """What a constructor call gives each field, for a dataclass that hashes its fields
    (empty otherwise, or when a star argument hides which field gets what)."""
    if dataclass_hashing(info) != "fields":
        return ()
    names = constructor_fields(info, [(a.name, a.star) for a in args])
    return () if names is None else tuple(zip(names, [a.value for a in args], strict=True))


def dataclass_flags(decorator: Expression) -> dict[str, bool] | None:
    """`eq`, `frozen`, `unsafe_hash` of `@dataclasses.dataclass(...)`; None for another
    decorator or a flag that is not a literal bool."""
    call = decorator if isinstance(decorator, CallExpr) else None
    target = call.callee if call is not None else decorator
    if not (isinstance(target, RefExpr) and target.fullname == "dataclasses.dataclass"):
        return None
    flags = dict(_DEFAULTS)
    for name, value in zip(call.arg_names, call.args, strict=True) if call else ():
        if name not in _FLAGS:
            continue
        if not (isinstance(value, NameExpr) and value.fullname in _BOOLS):
            return None
        flags[name] = value.fullname == "builtins.True"
    return flags
