"""Displays (`(a, b)`, `[a]`, `{a}`, `{k: v}`) and comprehensions.

A literal keeps its items (a dict display with constant keys keeps them by key), so a
later index or lookup by a known key gives the item itself.
"""

from __future__ import annotations

from typing import Final

from mypy.nodes import (
    DictExpr,
    DictionaryComprehension,
    Expression,
    GeneratorExpr,
    ListComprehension,
    ListExpr,
    SetComprehension,
    SetExpr,
    StarExpr,
    TupleExpr,
)

from jaxthink_typing.analysis.interpreter.assignment import assign
from jaxthink_typing.analysis.interpreter.expressions import condition
from jaxthink_typing.analysis.interpreter.frame import EXPRESSIONS, Frame
from jaxthink_typing.analysis.interpreter.values import distinct_items, element_of, plain_key
from jaxthink_typing.analysis.kinds import UNKNOWN, Kind, PyType, Value, join_all
from jaxthink_typing.analysis.rules import traced_bool, traced_hash

_LITERAL_TYPES: Final = {TupleExpr: PyType.SEQUENCE, ListExpr: PyType.LIST, SetExpr: PyType.SET}


def _sequence(frame: Frame, expr: TupleExpr | ListExpr | SetExpr) -> Value:
    items: list[Value] = []
    starred = False
    hashed = False  # a set fails at its first unhashable element: one report
    for item in expr.items:
        if isinstance(item, StarExpr):
            starred = True
            frame.eval(item.expr)
            continue
        items.append(frame.eval(item))
        if isinstance(expr, SetExpr) and not hashed:
            traced_hash.check(frame.ctx, item, items[-1], "A set")
            hashed = items[-1].is_tracer or items[-1].kind is Kind.CONCRETE
    kind = Kind.STATIC if all(v.kind is Kind.STATIC for v in items) else Kind.UNKNOWN
    pytype = _LITERAL_TYPES[type(expr)]
    if starred:
        return Value(Kind.UNKNOWN, pytype=pytype)
    return Value(kind, pytype=pytype, items=tuple(items))


def _dict(frame: Frame, expr: DictExpr) -> Value:
    values: list[Value] = []
    items: list[Value] = []
    for key, item in expr.items:
        if key is not None:
            values.append(frame.eval(key))
            traced_hash.check(frame.ctx, key, values[-1], "A dict key")
        items.append(frame.eval(item) if key is not None else UNKNOWN)
    keys = [k.const[0] for k in values if k.const is not None and plain_key(k.const[0])]
    entries = None
    if len(keys) == len(expr.items) and len(set(keys)) == len(keys):
        entries = tuple(zip(keys, items, strict=True))
    values.extend(items)
    kind = Kind.STATIC if all(v.kind is Kind.STATIC for v in values) else Kind.UNKNOWN
    elem = join_all(items) if items else None
    return Value(kind, pytype=PyType.DICT, elem=elem, entries=entries)


def _comprehension_scope(
    frame: Frame, expr: GeneratorExpr | DictionaryComprehension, results: list[Expression | None]
) -> list[Value]:
    """Bind the `for` targets, check the filters, and evaluate `results` in that scope."""
    first = frame.eval(expr.sequences[0])
    if len(expr.sequences) == 1 and distinct_items(first):
        # Once per item, as a `for` loop over them.
        per_item = [_comprehension_with(frame, expr, item, results) for item in first.items or ()]
        return [join_all(list(values)) for values in zip(*per_item, strict=True)]
    return _comprehension_with(frame, expr, element_of(first), results)


def _comprehension_with(
    frame: Frame,
    expr: GeneratorExpr | DictionaryComprehension,
    element: Value,
    results: list[Expression | None],
) -> list[Value]:
    """`results` in the comprehension's scope, its first target bound to `element`."""
    saved = frame.env
    frame.env = saved.copy()
    try:
        for position, (index, sequence, conditions) in enumerate(
            zip(expr.indices, expr.sequences, expr.condlists, strict=True)
        ):
            assign(frame, index, element if position == 0 else element_of(frame.eval(sequence)))
            for cond in conditions:
                condition(frame, cond, "A comprehension filter", traced_bool.FILTER_FIX)
        return [frame.eval(result) for result in results]
    finally:
        frame.env = saved


def _generator(frame: Frame, expr: GeneratorExpr) -> Value:
    (element,) = _comprehension_scope(frame, expr, [expr.left_expr])
    return Value(Kind.UNKNOWN, pytype=PyType.SEQUENCE, elem=element)


def _comprehension(frame: Frame, expr: ListComprehension | SetComprehension) -> Value:
    value = _generator(frame, expr.generator)
    pytype = PyType.LIST if isinstance(expr, ListComprehension) else PyType.SET
    return Value(value.kind, pytype=pytype, elem=value.elem)


def _dict_comprehension(frame: Frame, expr: DictionaryComprehension) -> Value:
    _, element = _comprehension_scope(frame, expr, [expr.key, expr.value])
    return Value(Kind.UNKNOWN, pytype=PyType.DICT, elem=element)


EXPRESSIONS.update(
    {
        TupleExpr: _sequence,
        ListExpr: _sequence,
        SetExpr: _sequence,
        DictExpr: _dict,
        GeneratorExpr: _generator,
        ListComprehension: _comprehension,
        SetComprehension: _comprehension,
        DictionaryComprehension: _dict_comprehension,
    }
)
