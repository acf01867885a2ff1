"""JAX transformations: how each one changes the kind of a function's parameters."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from mypy.nodes import (
    ARG_NAMED,
    ARG_NAMED_OPT,
    ARG_OPT,
    ARG_POS,
    ARG_STAR,
    ARG_STAR2,
    Expression,
    IntExpr,
    ListExpr,
    NameExpr,
    RefExpr,
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


@dataclass(frozen=True)
class Transform:
    """One transformation applied to a function, with its static configuration."""

    name: str  # the public name, for messages: "jax.jit"
    level: Level
    line: int
    static_argnums: tuple[int, ...] = ()
    static_argnames: tuple[str, ...] = ()
    argnums: tuple[int, ...] = ()  # differentiated positions (grad family)
    unmapped: tuple[int, ...] = ()  # vmap positions with in_axes=None
    all_unmapped: bool = False  # vmap(in_axes=None) for every argument
    filtered: bool = False  # equinox filter_*: only arrays are traced, the rest is static
    mapped: bool = False  # vmap/pmap: arguments are mapped over an axis (a scalar fails)
    broadcast: tuple[int, ...] = ()  # pmap positions with in_axes=None (still traced)
    all_broadcast: bool = False  # pmap(in_axes=None)
    lifts_modules: bool = False  # flax.linen's nn.jit/nn.scan: given a Module class

    def is_static(self, position: int | None, name: str) -> bool:
        return (position is not None and position in self.static_argnums) or (
            name in self.static_argnames
        )


@dataclass(frozen=True)
class Param:
    """A parameter of the function a transformation wraps."""

    name: str
    position: int | None  # None for keyword-only
    has_default: bool
    is_star: bool  # *args or **kwargs


def public_name(fullname: str) -> str:
    """`jax._src.api.jit` -> `jax.jit`, for messages."""
    short = fullname.rsplit(".", 1)[-1]
    if fullname.startswith("jax._src.lax."):
        return "lax." + short
    if fullname.startswith(("equinox.", "flax.nnx.", "jaxthink_typing.")):
        return fullname.split(".", 1)[0] + "." + short
    if fullname.startswith("flax.linen."):
        return "nn." + short
    return "jax." + short


def transform_kind(fullname: str) -> Level | None:
    """The level of a function-wrapping transformation, or None if `fullname` is not one."""
    if fullname in fn.JIT or fullname in fn.VMAP or fullname in fn.CHECKPOINT:
        return Level.ABSTRACT
    if fullname in fn.PMAP or fullname in fn.FILTER_JIT:
        return Level.ABSTRACT
    if fullname in fn.LINEN_JIT or fullname in fn.LINEN_SCAN:
        return Level.ABSTRACT
    if fullname in fn.SHARD_MAP:
        return Level.EAGER  # eagerly only its sharded inputs are tracers; under jit, all are
    if fullname in fn.FILTER_GRAD:
        return Level.DIFF
    if fullname in fn.EVAL_SHAPE or fullname in fn.MAKE_JAXPR:
        return Level.ABSTRACT
    if fullname in fn.GRAD or fullname in fn.JVP or fullname in fn.VJP:
        return Level.DIFF
    return None


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
        positions = tuple(
            i
            for i, item in enumerate(expr.items)
            if isinstance(item, NameExpr) and item.fullname == "builtins.None"
        )
        return positions, False
    if isinstance(expr, IntExpr):
        return (), False
    return None


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
            params.append(Param(name, None, False, True))
    return params
