"""`*args` and `**kwargs`: what they hold at a call, and what a transformation makes of
their items (jit traces each one, except those static_argnums/static_argnames name or a
`Static[...]` annotation marks)."""

from __future__ import annotations

from mypy.nodes import FuncDef, LambdaExpr

from jaxthink_typing.analysis.callables import FunctionValue
from jaxthink_typing.analysis.kinds import UNKNOWN, Kind, Origin, PyType, Value, join_all
from jaxthink_typing.analysis.signatures import Mark
from jaxthink_typing.analysis.specs.base import Transform
from jaxthink_typing.analysis.transforms import Level, Param, params_of


def gathered(
    param: Param,
    extra_positional: list[Value] | None,
    extra_keywords: dict[str, Value] | None,
    mark: Mark | None,
) -> Value:
    """The tuple `*args` or the dict `**kwargs` receives (None: not known)."""
    if param.keywords:
        values = None if extra_keywords is None else list(extra_keywords.values())
        pytype = PyType.DICT
    else:
        values = extra_positional
        pytype = PyType.SEQUENCE
    if mark == "static":
        origin = Origin(f'"{param.name}" is annotated Static')
        return Value(Kind.STATIC, pytype=pytype, elem=Value(Kind.STATIC, origin))
    if values is None:
        return Value(Kind.UNKNOWN, pytype=pytype)
    kind = Kind.STATIC if all(v.kind is Kind.STATIC for v in values) else Kind.UNKNOWN
    if param.keywords and extra_keywords is not None:
        entries = tuple(extra_keywords.items())
        return Value(
            kind, pytype=pytype, elem=join_all(values) if values else None, entries=entries
        )
    return Value(kind, pytype=pytype, items=tuple(values))


def transformed(
    target: FunctionValue,
    param: Param,
    value: Value,
    transform: Transform,
    mark: Mark | None,
    bound_count: int,
) -> Value:
    """The items of `*args` / `**kwargs` inside a body that `transform` traces."""
    spec = transform.spec
    if transform.level is not Level.ABSTRACT or spec.filtered or mark in ("static", "never"):
        return value
    if param.keywords and not spec.traces_keywords:
        return value
    origin = Origin(
        f'"{param.name}" holds the extra arguments of "{target.name}", traced by '
        f"{transform.name} at line {transform.line}"
    )
    if param.keywords:
        if set(transform.static_argnames) - _named(target.node):
            return Value(Kind.UNKNOWN, pytype=PyType.DICT)  # a key may be static
        elem = _traced(value.elem if value.elem is not None else UNKNOWN, origin)
        return Value(Kind.UNKNOWN, pytype=PyType.DICT, elem=elem)
    if set(transform.static_argnames) - _named(target.node):
        # A name the function does not declare: jax reads it from the signature of the
        # function it wraps (`functools.wraps`), so any item may be static.
        return Value(Kind.UNKNOWN, pytype=PyType.SEQUENCE)
    first = _first_star_position(target)
    statics = {n for n in transform.static_argnums if n >= first}
    if value.items is None:
        elem = UNKNOWN if statics or bound_count else _traced(UNKNOWN, origin)
        return Value(Kind.UNKNOWN, pytype=PyType.SEQUENCE, elem=elem)
    items = tuple(
        item if index < bound_count or first + index in statics else _traced(item, origin)
        for index, item in enumerate(value.items)
    )
    return Value(Kind.UNKNOWN, pytype=PyType.SEQUENCE, items=items)


def _traced(item: Value, origin: Origin) -> Value:
    if item.kind is Kind.STATIC and item.func is not None:
        return item  # a function: JAX rejects it at the call
    arrays = item.pytype.is_array or item.pytype.is_number or item.pytype.is_ndarray
    pytype = PyType.ARRAY if arrays else item.pytype
    return Value(Kind.TRACED, origin, pytype, cls=item.cls)


def _named(node: FuncDef | LambdaExpr) -> set[str]:
    return {p.name for p in params_of(list(node.arguments)) if not p.is_star}


def _first_star_position(target: FunctionValue) -> int:
    """The position (as the caller counts) of the first item of `*args`."""
    positional = sum(1 for p in params_of(list(target.node.arguments)) if p.position is not None)
    return positional if target.bound_at else positional - len(target.bound)
