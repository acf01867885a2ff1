"""Operators: arithmetic, `and`/`or`, comparisons (folded when both sides are known),
membership, and the unary operators."""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import Any, Final

from mypy.nodes import ComparisonExpr, Expression, NameExpr, OpExpr, StrExpr, UnaryExpr

from jaxthink_typing.analysis.interpreter import guards
from jaxthink_typing.analysis.interpreter.frame import EXPRESSIONS, Frame
from jaxthink_typing.analysis.interpreter.values import element_of
from jaxthink_typing.analysis.kinds import (
    STATIC,
    UNKNOWN,
    Kind,
    PyType,
    Value,
    combine,
    constant,
    join,
    static,
)
from jaxthink_typing.analysis.rules import traced_bool, traced_conversion, traced_hash

_ARRAY_ONLY_OPS: Final = frozenset({"-", "/", "//", "@", "**", "%"})


def _op(frame: Frame, expr: OpExpr) -> Value:
    if expr.op in ("and", "or"):
        left = frame.eval(expr.left)
        construct = f'Python "{expr.op}"'
        traced_bool.check(frame.ctx, expr.left, left, construct, traced_bool.LOGIC_FIX)
        decided = _truth(left)
        if decided is (expr.op == "or"):
            return left  # `callbacks or []` of a known non-empty list: the right never runs
        with guards.refined(frame.env, guards.right_side(frame.env, expr, frame.called_def)):
            right = frame.eval(expr.right)
        return right if decided is not None else join(left, right)
    left = frame.eval(expr.left)
    right = frame.eval(expr.right)
    if isinstance(expr.left, StrExpr):
        if expr.op == "%":
            traced_conversion.check_percent_format(frame.ctx, expr.left.value, expr.right, right)
        return static(PyType.SEQUENCE)
    if expr.op == "+" and left.pytype is right.pytype and left.pytype.is_sequence:
        return _concatenated(left, right)
    if expr.op == "*":
        repeated = _repeated(left, right) or _repeated(right, left)
        if repeated is not None:
            return repeated
    if expr.op in _ARRAY_ONLY_OPS or (
        expr.op == "+" and (left.pytype.is_number or right.pytype.is_number)
    ):
        left = frame.learn(expr.left, left)
        right = frame.learn(expr.right, right)
    result = frame.binary(left, right)
    if expr.op in ("&", "|", "^") and left.pytype.is_mask and right.pytype.is_mask:
        numpy = left.pytype is right.pytype is PyType.NDMASK
        return Value(result.kind, result.origin, PyType.NDMASK if numpy else PyType.MASK)
    return result


def _truth(value: Value) -> bool | None:
    """A known constant's truth, None's, or a list, tuple or dict display's (by whether
    it holds anything)."""
    known = value.truth()
    if known is not None:
        return known
    if value.kind is not Kind.STATIC and value.kind is not Kind.UNKNOWN:
        return None
    if value.pytype is PyType.NONE:
        return False
    if value.pytype.is_sequence and value.items is not None:
        return bool(value.items)
    if value.pytype is PyType.DICT and value.entries is not None:
        return bool(value.entries)
    return None


def _concatenated(left: Value, right: Value) -> Value:
    """`xs + [y]` of two lists (or tuples): a Python container, not arithmetic."""
    kind = Kind.STATIC if left.kind is right.kind is Kind.STATIC else Kind.UNKNOWN
    if left.items is not None and right.items is not None:
        return Value(kind, pytype=left.pytype, items=left.items + right.items)
    parts = (element_of(left), element_of(right))
    # A tracer among either side's elements is among the result's (a shape built by
    # `(n - x.shape[0],) + x.shape[1:]` holds the traced `n`).
    traced = [part for part in parts if _holds_tracer(part)]
    elem = traced[0] if traced else join(*parts)
    return Value(kind, pytype=left.pytype, elem=elem)


def _holds_tracer(value: Value) -> bool:
    """A tracer, or a list or tuple display with one among its items (`(0, n - 1)`)."""
    if value.is_tracer:
        return True
    return value.items is not None and any(_holds_tracer(item) for item in value.items)


def _repeated(sequence: Value, count: Value) -> Value | None:
    """`[(0, 0)] * (x.ndim - 1)`: a list (or tuple) repeated by a static count is a
    container of the same elements, so a tracer later added to it is still seen."""
    if not sequence.pytype.is_sequence or sequence.const is not None:
        return None  # not a container display (a str constant, say)
    counts = count.pytype.is_number or count.pytype is PyType.OTHER
    if count.kind is not Kind.STATIC or not counts:
        return None
    times = count.const[0] if count.const is not None else None
    if sequence.items is not None and isinstance(times, int) and 0 <= times <= 64:
        return Value(sequence.kind, pytype=sequence.pytype, items=sequence.items * times)
    return Value(sequence.kind, pytype=sequence.pytype, elem=element_of(sequence))


def _comparison(frame: Frame, expr: ComparisonExpr) -> Value:
    values = [frame.eval(operand) for operand in expr.operands]
    folded = _fold(expr.operators, values)
    if folded is not None:
        return folded
    if any(op in ("is", "is not") for op in expr.operators):
        return STATIC
    if any(v.const is not None and isinstance(v.const[0], str) for v in values):
        return UNKNOWN  # a value compared with a str is no array (`mode == "mean"`)
    if any(_is_none(operand) for operand in expr.operands):
        return STATIC
    if any(op in ("in", "not in") for op in expr.operators):
        _membership(frame, expr, values)
        return UNKNOWN
    if all(op in ("<", ">", "<=", ">=") for op in expr.operators):
        values = [frame.learn(node, v) for node, v in zip(expr.operands, values, strict=True)]
    for index in range(len(expr.operators) - 1):
        pair = frame.binary(values[index], values[index + 1])
        if pair.kind is Kind.TRACED:
            traced = Value(Kind.TRACED, pair.origin, PyType.ARRAY)
            construct = "A chained comparison"
            traced_bool.check(frame.ctx, expr, traced, construct, traced_bool.CHAINED_FIX)
            return UNKNOWN
    result = combine(values)
    if result.kind is Kind.CONCRETE and frame.staging:
        result = frame.staged(values, expr, "a comparison of a jax array")
    if result.kind is Kind.DIFF:
        return Value(Kind.CONCRETE, pytype=PyType.MASK)  # comparisons are not differentiated
    if result.kind in (Kind.TRACED, Kind.CONCRETE):
        return Value(result.kind, result.origin, PyType.MASK)
    if result.kind is Kind.STATIC and result.pytype.is_ndarray:
        return static(PyType.NDMASK)  # `rng.random(n) < frac`: a NumPy boolean array
    return result


def _membership(frame: Frame, expr: ComparisonExpr, values: list[Value]) -> None:
    if len(values) != 2:
        return
    needle, haystack = values
    if haystack.pytype in (PyType.DICT, PyType.SET):
        construct = f'"{expr.operators[0]}" on a dict or set'
        traced_hash.check(frame.ctx, expr.operands[0], needle, construct)
    elif haystack.pytype.is_sequence and haystack.items is not None and needle.is_traced:
        traced = Value(Kind.TRACED, needle.origin, PyType.ARRAY)
        construct = f'"{expr.operators[0]}" on a list or tuple'
        traced_bool.check(frame.ctx, expr, traced, construct, traced_bool.MEMBERSHIP_FIX)


def _unary(frame: Frame, expr: UnaryExpr) -> Value:
    if expr.op == "not":
        value = frame.eval(expr.expr)
        traced_bool.check(frame.ctx, expr.expr, value, 'Python "not"', traced_bool.LOGIC_FIX)
        truth = value.truth()
        if truth is not None:
            return constant(not truth)
        return STATIC if value.kind is Kind.STATIC else UNKNOWN
    value = frame.eval(expr.expr)
    if value.kind is Kind.CONCRETE and frame.staging:
        result = frame.staged([value], expr, "arithmetic on a jax array")
    else:
        result = combine([value])
    if expr.op == "~" and value.pytype.is_mask:
        return Value(result.kind, result.origin, value.pytype)
    return result


def _fold(operators: list[str], values: list[Value]) -> Value | None:
    """Compare known constants (`mode == "max"`, `mask is None`) as Python would."""
    result = True
    for op, left, right in zip(operators, values, values[1:], strict=False):
        if op in ("is", "is not") and (left.pytype is PyType.NONE or right.pytype is PyType.NONE):
            other = right if left.pytype is PyType.NONE else left
            if other.pytype is PyType.NONE:
                same = True
            elif (
                other.is_tracer
                or other.kind is Kind.CONCRETE
                or other.const is not None
                or other.pytype is not PyType.OTHER  # a number, an array, a container
                or other.func is not None  # a function (or a choice of them)
            ):
                same = False
            else:
                return None
            outcome = same if op == "is" else not same
        elif left.const is not None and right.const is not None:
            try:
                outcome = bool(_COMPARE[op](left.const[0], right.const[0]))
            except Exception:
                return None
        else:
            return None
        result = result and outcome
    return constant(result)


_COMPARE: Final[dict[str, Callable[[Any, Any], object]]] = {
    "==": operator.eq,
    "!=": operator.ne,
    "<": operator.lt,
    "<=": operator.le,
    ">": operator.gt,
    ">=": operator.ge,
    "in": lambda a, b: operator.contains(b, a),
    "not in": lambda a, b: not operator.contains(b, a),
    "is": operator.is_,
    "is not": operator.is_not,
}


def _is_none(expr: Expression) -> bool:
    return isinstance(expr, NameExpr) and expr.fullname == "builtins.None"


EXPRESSIONS.update({OpExpr: _op, ComparisonExpr: _comparison, UnaryExpr: _unary})
