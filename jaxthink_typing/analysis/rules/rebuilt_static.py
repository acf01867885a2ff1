"""A static argument given an object built anew on each pass of a loop (for
rules/recompile.py).

jit finds a static argument's compiled program by its hash and `==`. Measured (JAX 0.10.2,
a config object passed as a static argument, rebuilt on each of 8 passes):

- an instance of a plain class of the module (no `__eq__` or `__hash__` of its own, or a
  dataclass with `eq=False`) hashes by identity: a new object is a new key, even with the
  same field values: 8 compilations;
- a frozen dataclass (or `unsafe_hash=True`) and a NamedTuple hash their fields: the same
  values hit the cache (one compilation), a field given a number that changes on each
  pass misses (8);
- a class with its own `__eq__` and `__hash__` compares as it says: nothing is known;
- a `lambda` or a `functools.partial` object compares by identity, as a plain object.
"""

from __future__ import annotations

from dataclasses import dataclass

from mypy.nodes import (
    AssignmentStmt,
    CallExpr,
    ClassDef,
    Expression,
    LambdaExpr,
    NameExpr,
    RefExpr,
    TypeInfo,
    Var,
)

from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.dataclass_hash import dataclass_flags, dataclass_hashing
from jaxthink_typing.analysis.fullnames import PARTIAL
from jaxthink_typing.analysis.iteration import Loop, varies
from jaxthink_typing.analysis.plain_classes import is_plain_class
from jaxthink_typing.analysis.pytrees import constructor_fields

_DEPTH = 4  # names followed through assignments, at most


@dataclass(frozen=True)
class Rebuilt:
    """An object built on each pass that is a new key of jit's cache: `shown` names it
    (`"Config" object`), `why` says how it compares; `field` is the field given a number
    that changes (with what it is given), None when it compares by identity."""

    shown: str
    why: str
    fix: str = "build it once, before the loop"
    field: str | None = None
    given: Expression | None = None


def rebuilt(ctx: Context, expr: Expression, loops: list[Loop]) -> Rebuilt | None:
    """`Config(...)` (or a `lambda`, a `functools.partial(...)`) written at `expr`, or
    assigned on each pass to the name there, when it is a new key of jit's cache on each
    pass."""
    made = _constructed(expr, loops)
    if isinstance(made, LambdaExpr):
        return Rebuilt("lambda", "A function compares by identity")
    if made is None or not isinstance(made.callee, RefExpr):
        return None
    if made.callee.fullname == PARTIAL:
        return Rebuilt("functools.partial object", "A functools.partial compares by identity")
    cls = made.callee.node
    if not isinstance(cls, TypeInfo):
        return None
    shown = f'"{cls.name}" object'
    if _by_identity(ctx, cls):
        return Rebuilt(
            shown, f'"{cls.name}" defines no __eq__ or __hash__: it compares by identity'
        )
    if not (cls.is_named_tuple or dataclass_hashing(cls) == "fields"):
        return None
    passed = [
        (name, kind.is_star()) for name, kind in zip(made.arg_names, made.arg_kinds, strict=True)
    ]
    fields = constructor_fields(cls, passed)
    if fields is None:
        return None
    for field, given in zip(fields, made.args, strict=True):
        if varies(given, loops) and _compared(cls.defn, field):
            why = f'"{cls.name}" hashes and compares its fields'
            fix = f'pass "{field}" as an ordinary (traced) argument if only its value is used'
            return Rebuilt(shown, why, fix, field, given)
    return None


def _constructed(
    expr: Expression, loops: list[Loop], depth: int = 0
) -> CallExpr | LambdaExpr | None:
    """The call (or lambda) that `expr` is, or that a name there is assigned on each pass
    (exactly once, in one of the loops)."""
    if isinstance(expr, CallExpr | LambdaExpr):
        return expr
    if isinstance(expr, NameExpr) and isinstance(expr.node, Var) and depth < _DEPTH:
        for loop in reversed(loops):
            if expr.node in loop.assigned:
                return _constructed(loop.assigned[expr.node], loops, depth + 1)
    return None


def _by_identity(ctx: Context, cls: TypeInfo) -> bool:
    """Whether instances of `cls` hash and compare by identity: a plain class of this
    module (a dataclass only with `eq=False`) that defines neither `__eq__` nor `__hash__`."""
    if not is_plain_class(cls, ctx.tree, ctx.source.lines):
        return False
    if "__eq__" in cls.names or "__hash__" in cls.names:
        return False
    return dataclass_hashing(cls) is None and not _eq_dataclass(cls.defn)


def _eq_dataclass(defn: ClassDef) -> bool:
    """A dataclass decorator that leaves `eq` on (the instance is unhashable, or hashes
    its fields: not by identity)."""
    flags = [dataclass_flags(decorator) for decorator in defn.decorators]
    return any(f is not None and f["eq"] for f in flags)


def _compared(defn: ClassDef, field: str) -> bool:
    """Whether `field` takes part in the hash: not declared `field(compare=False)` or
    `field(hash=False)` (any call with those keywords, to be safe)."""
    for stmt in defn.defs.body:
        if not isinstance(stmt, AssignmentStmt) or len(stmt.lvalues) != 1:
            continue
        target = stmt.lvalues[0]
        if isinstance(target, NameExpr) and target.name == field:
            value = stmt.rvalue
            return not (isinstance(value, CallExpr) and {"compare", "hash"} & set(value.arg_names))
    return True
