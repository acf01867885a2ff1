"""What tells two analyses of one function apart: the keys of the engine's memo.

An analysis is reused when the function, its closure, the level, and what is known of each
argument are the same. A callable argument is keyed by what stays the same from one entry
to the next (its def, transformations, bound values, and the constants and the defs of the
functions it captured), never by a closure's identity: a closure is new at each entry of
its enclosing function, and a key holding it made every path through jax's own source an
analysis of its own.
"""

from __future__ import annotations

from mypy.nodes import LDEF, FuncDef, LambdaExpr, SymbolNode

from jaxthink_typing.analysis.callables import FunctionValue, Opaque, OptaxSchedules
from jaxthink_typing.analysis.env import Env
from jaxthink_typing.analysis.kinds import Value
from jaxthink_typing.analysis.transforms import Level
from jaxthink_typing.analysis.walk import names_and_members

# By id(def or lambda): the local names its body reads, some of them from its closure.
FreeNames = dict[int, tuple[SymbolNode, ...]]


def analysis_key(
    node: FuncDef | LambdaExpr,
    closure: Env | None,
    level: Level,
    flags: tuple[bool, bool, bool, int],
    values: dict[str, Value],
    free: FreeNames,
) -> tuple[object, ...]:
    """The memo key of analysing `node` with these parameter `values` (`flags`: whether the
    sink is silent, the caller stages jax operations, a derivative is being taken, and what
    the frame knows of loops: `iteration.iteration_key`)."""
    return (
        id(node),
        closure,  # itself: kept alive, so its id is never another closure's
        level,
        *flags,
        tuple((n, *_value_key(v, free, _DEPTH)) for n, v in values.items()),
    )


# How deep the constants of nested items are told apart (`static_argnames=["n", "m"]` given
# through a factory's `**kwargs`: a dict of a list of strings).
_DEPTH = 3


def _value_key(value: Value, free: FreeNames, depth: int) -> tuple[object, ...]:
    """What tells two argument values apart: kind, type, constant, class, function, and
    what is known of their items, to `depth` levels."""
    items: object = None
    entries: object = None
    elem: object = None
    if depth > 0:
        if value.items is not None:
            items = tuple(_value_key(item, free, depth - 1) for item in value.items)
        if value.entries is not None:
            entries = tuple((k, *_value_key(e, free, depth - 1)) for k, e in value.entries)
        if value.elem is not None:
            elem = (value.elem.kind, value.elem.pytype)
    return (
        value.kind,
        value.pytype,
        items,
        elem,
        id(value.cls),
        callable_key(value.func, free),
        value.const,
        value.leaves,
        tuple(
            (f, given.kind, given.pytype, given.const, id(given.cls)) for f, given in value.fields
        ),
        entries,
    )


def callable_key(func: object, free: FreeNames) -> object:
    """What tells two callables apart in the memo: a helper that jits the function it is
    given traces each function it is given, and each closure of one def that captured
    other constants or tracers, or another function (flax: 1,273 analyses -> 1,281).
    (Captured kinds beyond that made 10% more analyses on jax's own source, and found
    nothing.)"""
    if isinstance(func, FunctionValue):
        captured: tuple[object, ...] = ()
        if func.closure is not None:
            captured = tuple(
                (id(name), found.is_tracer, found.const, _function_of(found))
                for name in _free_names(func.node, free)
                if (found := func.closure.lookup(name)) is not None
            )
        bound = tuple((v.kind, v.pytype, v.const) for v in (*func.bound, *func.bound_keywords))
        return (id(func.node), func.transforms, bound, func.bound_names, captured)
    if isinstance(func, Opaque):
        return ("opaque", func.fullname)
    if isinstance(func, OptaxSchedules):
        schedules = tuple(callable_key(s, free) for s in func.schedules)
        updates = tuple(
            (callable_key(update, free), callable_key(init, free)) for update, init in func.updates
        )
        injected = func.injected
        made = (
            (callable_key(injected.made_by.factory, free), injected.hyperparams)
            if injected is not None
            else None
        )
        return ("optax", schedules, updates, made)
    return None if func is None else type(func).__name__


def _function_of(value: Value) -> int | None:
    """The def a captured function runs (`integrate = LOSSES[cfg.loss]` in a factory): two
    closures of one def calling different functions trace different code."""
    return id(value.func.node) if isinstance(value.func, FunctionValue) else None


def _free_names(node: FuncDef | LambdaExpr, free: FreeNames) -> tuple[SymbolNode, ...]:
    """The local variables `node`'s body reads (those of its own scope included: a
    closure binds only the enclosing ones)."""
    known = free.get(id(node))
    if known is None:
        names, _ = names_and_members(node.body)
        local = {n.node for n in names if n.kind == LDEF and n.node is not None}
        known = free[id(node)] = tuple(local)
    return known
