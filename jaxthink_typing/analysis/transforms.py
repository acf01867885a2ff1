"""Levels of tracing, a function's parameters, and the literal arguments of a transformation."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Final

from mypy.nodes import (
    ARG_NAMED,
    ARG_NAMED_OPT,
    ARG_OPT,
    ARG_POS,
    ARG_STAR,
    ARG_STAR2,
    DictExpr,
    Expression,
    IntExpr,
    ListExpr,
    NameExpr,
    RefExpr,
    StarExpr,
    StrExpr,
    TupleExpr,
    UnaryExpr,
)

from jaxthink_typing.analysis import fullnames as fn


class Level(enum.IntEnum):
    """How a function body is being run: eagerly, under grad alone, or abstractly."""

    EAGER = 0
    DIFF = 1
    ABSTRACT = 2


class Param:
    """A parameter of the function a transformation wraps. Immutable, compared by its
    fields (not a dataclass: see `kinds.Value`)."""

    name: Final[str]
    position: Final[int | None]  # None for keyword-only
    has_default: Final[bool]
    is_star: Final[bool]  # *args or **kwargs
    keywords: Final[bool]  # **kwargs

    def __init__(
        self,
        name: str,
        position: int | None,
        has_default: bool,
        is_star: bool,
        keywords: bool = False,
    ) -> None:
        self.name = name
        self.position = position
        self.has_default = has_default
        self.is_star = is_star
        self.keywords = keywords

    def _key(self) -> tuple[str, int | None, bool, bool, bool]:
        return (self.name, self.position, self.has_default, self.is_star, self.keywords)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Param) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"Param{self._key()!r}"


def int_tuple(expr: Expression | None) -> tuple[int, ...] | None:
    """`3`, `(0, 2)`, `[1]` -> ints; None when not literal."""
    if expr is None:
        return ()
    if isinstance(expr, IntExpr):
        return (expr.value,)
    if isinstance(expr, UnaryExpr) and expr.op == "-" and isinstance(expr.expr, IntExpr):
        return (-expr.expr.value,)
    if isinstance(expr, TupleExpr | ListExpr):
        out: list[int] = []
        for item in expr.items:
            one = int_tuple(item)
            if one is None or len(one) != 1:
                return None
            out.extend(one)
        return tuple(out)
    return None


def str_tuple(expr: Expression | None) -> tuple[str, ...] | None:
    """`"n"`, `("n", "m")` -> names; None when not literal."""
    if expr is None:
        return ()
    if isinstance(expr, StrExpr):
        return (expr.value,)
    if isinstance(expr, TupleExpr | ListExpr):
        out: list[str] = []
        for item in expr.items:
            if not isinstance(item, StrExpr):
                return None
            out.append(item.value)
        return tuple(out)
    return None


def unmapped_axes(expr: Expression | None) -> tuple[tuple[int, ...], bool] | None:
    """vmap's `in_axes`: positions given None, and whether all are None."""
    if expr is None:
        return (), False
    if isinstance(expr, NameExpr) and expr.fullname == "builtins.None":
        return (), True
    if isinstance(expr, TupleExpr | ListExpr):
        if any(isinstance(item, StarExpr) for item in expr.items):
            return None  # `(0, *nones)`: which position each item is for is not known
        positions = tuple(
            i
            for i, item in enumerate(expr.items)
            if isinstance(item, NameExpr) and item.fullname == "builtins.None"
        )
        return positions, False
    if isinstance(expr, IntExpr):
        return (), False
    return None


@dataclass(frozen=True)
class Axes:
    """vmap's `in_axes` for one dict or tuple argument, leaf by leaf: each entry's spec by
    key, or each item's by position (a spec: True mapped, False not mapped (None), or the
    Axes of a nested container)."""

    entries: tuple[tuple[str, AxisSpec], ...] | None = None
    items: tuple[AxisSpec, ...] | None = None

    def specs(self) -> list[AxisSpec]:
        return [spec for _, spec in self.entries or ()] + list(self.items or ())


AxisSpec = bool | Axes


def leaf_axes(expr: Expression | None) -> tuple[tuple[int, Axes], ...]:
    """The positions of a literal `in_axes` tuple given a dict or tuple that leaves some
    entry unmapped (`({"x": 0, "n": None}, 0)`): JAX passes those entries as they are."""
    if not isinstance(expr, TupleExpr | ListExpr):
        return ()
    found: list[tuple[int, Axes]] = []
    for position, item in enumerate(expr.items):
        spec = _axis_spec(item)
        if isinstance(spec, Axes) and _leaves_unmapped(spec):
            found.append((position, spec))
    return tuple(found)


def _axis_spec(expr: Expression) -> AxisSpec | None:
    """One argument's spec, or None where it is not literal."""
    if isinstance(expr, NameExpr) and expr.fullname == "builtins.None":
        return False
    if isinstance(expr, IntExpr) or (isinstance(expr, UnaryExpr) and expr.op == "-"):
        return True
    if isinstance(expr, DictExpr):
        entries: list[tuple[str, AxisSpec]] = []
        for key, value in expr.items:
            spec = _axis_spec(value)
            if not isinstance(key, StrExpr) or spec is None:
                return None
            entries.append((key.value, spec))
        return Axes(entries=tuple(entries))
    if isinstance(expr, TupleExpr | ListExpr):
        items = [_axis_spec(item) for item in expr.items]
        known = [spec for spec in items if spec is not None]
        return Axes(items=tuple(known)) if len(known) == len(items) else None
    return None


def _leaves_unmapped(spec: AxisSpec) -> bool:
    if isinstance(spec, bool):
        return not spec
    return any(_leaves_unmapped(inner) for inner in spec.specs())


def linen_scan_broadcast(expr: Expression | None) -> tuple[int, ...] | None:
    """nn.scan's `in_axes`: the method parameters given nn.broadcast (self and the carry
    come first), or None when not literal."""
    if expr is None or isinstance(expr, IntExpr):
        return ()
    if isinstance(expr, RefExpr) and expr.fullname in fn.LINEN_BROADCAST:
        return tuple(range(2, 34))
    if isinstance(expr, TupleExpr | ListExpr):
        positions: list[int] = []
        for index, item in enumerate(expr.items):
            if isinstance(item, RefExpr) and item.fullname in fn.LINEN_BROADCAST:
                positions.append(index + 2)
            elif not isinstance(item, IntExpr):
                return None
        return tuple(positions)
    return None


def params_of(arguments: list[object]) -> list[Param]:
    """The parameters of a FuncDef or LambdaExpr (`arguments` of either)."""
    params: list[Param] = []
    position = 0
    for arg in arguments:
        kind = getattr(arg, "kind", None)
        var = getattr(arg, "variable", None)
        name = getattr(var, "name", "?")
        if kind in (ARG_POS, ARG_OPT):
            params.append(Param(name, position, kind == ARG_OPT, False))
            position += 1
        elif kind in (ARG_NAMED, ARG_NAMED_OPT):
            params.append(Param(name, None, kind == ARG_NAMED_OPT, False))
        elif kind in (ARG_STAR, ARG_STAR2):
            params.append(Param(name, None, False, True, kind == ARG_STAR2))
    return params
