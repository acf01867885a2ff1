"""`x[i]` and `x[a:b]`: array indexing (static slice bounds, boolean masks), Python
sequences and dicts indexed by a tracer, and the items of known literals."""

from __future__ import annotations

from mypy.nodes import EllipsisExpr, Expression, IndexExpr, IntExpr, SliceExpr, TupleExpr

from jaxthink_typing.analysis import fullnames as fn
from jaxthink_typing.analysis.choices import choice
from jaxthink_typing.analysis.flax_classes import is_nnx_variable
from jaxthink_typing.analysis.interpreter.attributes import variable_value
from jaxthink_typing.analysis.interpreter.frame import EXPRESSIONS, Frame
from jaxthink_typing.analysis.interpreter.values import entry, is_jax_array, known_item
from jaxthink_typing.analysis.kinds import STATIC, UNKNOWN, Kind, PyType, Value, static
from jaxthink_typing.analysis.registries import ANY_KEY
from jaxthink_typing.analysis.rules import numpy_on_traced, traced_hash, traced_index, traced_slice
from jaxthink_typing.analysis.rules.dynamic_shape import boolean_mask


def _index(frame: Frame, expr: IndexExpr) -> Value:
    if expr.analyzed is not None:
        return UNKNOWN
    base = frame.eval(expr.base)
    index = frame.eval(expr.index)
    if array_only_index(expr.index, index):
        base = frame.learn(expr.base, base)
    if is_jax_array(base):
        _check_array_index(frame, expr)
    elif base.is_tracer and base.cls is None and base.pytype is PyType.OTHER:
        # A traced leaf or container of unknown type: an array raises on a traced
        # slice bound, and so do a list and a tuple (they call its __index__).
        _check_array_index(frame, expr, slices_only=True)
    elif base.pytype.is_sequence or _sequence_class(base):
        # A list or tuple (or a Sequence class, nnx.List): __index__ too.
        _check_array_index(frame, expr, slices_only=True)
    elif index.kind is Kind.TRACED and index.pytype is PyType.MASK and _unknown_type(base):
        # A value of unknown type indexed by a traced boolean mask: an array (the usual
        # case: a layer's output the engine lost) makes a data-dependent shape, and a
        # list, tuple, dict or NumPy array raises on the tracer too.
        _check_array_index(frame, expr)
    return _subscript(frame, base, index, expr)


def _check_array_index(frame: Frame, expr: IndexExpr, slices_only: bool = False) -> None:
    """Slices need static bounds; a traced boolean mask makes a data-dependent shape."""
    parts = expr.index.items if isinstance(expr.index, TupleExpr) else [expr.index]
    for part in parts:
        if slices_only and not isinstance(part, SliceExpr):
            continue
        if isinstance(part, SliceExpr):
            for bound in (part.begin_index, part.end_index, part.stride):
                value = frame.eval(bound) if bound is not None else STATIC
                if value.kind is Kind.TRACED:
                    traced_slice.report(frame.ctx, expr, bound or part, value)
                    return
        else:
            value = frame.eval(part)
            if value.kind is Kind.TRACED and value.pytype is PyType.MASK:
                boolean_mask(frame.ctx, expr, part, value)
                return


def _subscript(frame: Frame, base: Value, index: Value, expr: IndexExpr) -> Value:
    if base.pytype is PyType.DICT and index.kind is not Kind.STATIC:
        traced_hash.check(frame.ctx, expr.index, index, "A dict lookup")
    if base.entries is not None and index.const is not None:
        found = entry(base, index.const[0])
        if found is not None:
            return found
    if index.const is not None and not base.is_tracer:
        found = frame.registered(expr.base, index.const[0])
        if found is not None:
            return found
    picked = _picked(frame, base, index, expr)
    if picked is not None:
        return picked
    if index.kind is Kind.TRACED and base.pytype.is_sequence:
        # A Python list or tuple (of arrays too, or a pytree's): it calls __index__.
        construct = "Indexing a Python sequence"
        traced_index.report(frame.ctx, expr.index, index, construct, traced_index.SEQUENCE_FIX)
        return UNKNOWN
    if index.kind is Kind.TRACED and base.pytype.is_ndarray:
        numpy_on_traced.report_index(frame.ctx, expr, expr.index, index)
        return UNKNOWN
    if base.is_tracer and base.cls is not None and is_nnx_variable(base.cls):
        return variable_value(base)
    if base.kind is not Kind.STATIC and index.kind is Kind.STATIC:
        known = known_item(base, expr)
        if known is not None:
            return known
    if base.kind in (Kind.TRACED, Kind.DIFF):
        # Any part of an array is one, of a boolean array a boolean one (`mask[:, 1:]`).
        pytype = base.pytype if base.pytype.is_array else PyType.OTHER
        return Value(base.kind, base.origin, pytype)
    if base.kind is Kind.CONCRETE:
        return frame.staged([base, index], expr, "indexing a jax array")
    if base.kind is not Kind.STATIC:
        return UNKNOWN
    if base.pytype.is_ndarray and isinstance(expr.index, SliceExpr):
        return static(base.pytype)  # a NumPy array's slice, whatever its bounds
    if index.kind is not Kind.STATIC:
        return UNKNOWN
    if base.pytype.is_ndarray and index.pytype.is_ndarray:
        return static(base.pytype)  # `lengths[idx]`: NumPy's fancy or masked indexing
    if base.items is not None and isinstance(expr.index, IntExpr):
        position = expr.index.value
        if -len(base.items) <= position < len(base.items):
            return base.items[position]
    if isinstance(expr.index, SliceExpr) and base.pytype.is_sequence:
        return static(base.pytype, elem=base.elem)
    if base.elem is not None:
        return base.elem
    return UNKNOWN


def _picked(frame: Frame, base: Value, index: Value, expr: IndexExpr) -> Value | None:
    """A dict of functions, or a registry, looked up by a key known only when the program
    runs (`OBJECTIVES[cfg.objective]`): one of its functions (choices.py)."""
    if index.const is not None or index.is_tracer or index.kind is Kind.CONCRETE:
        return None
    if base.is_tracer or index.pytype.is_array or not frame.may_choose(expr.index):
        return None
    return any_item(frame, base, expr.base)


def any_item(frame: Frame, base: Value, container: Expression) -> Value | None:
    """What a lookup of `container` (its value `base`) by a key the engine cannot read
    gives: one of the functions or classes of a dict display or a registry (choices.py)."""
    if base.entries:  # a dict display; an empty one may be a registry decorators fill
        return choice(item for _, item in base.entries)
    return frame.registered(container, ANY_KEY)


def _slice(frame: Frame, expr: SliceExpr) -> Value:
    parts = [frame.eval(p) for p in (expr.begin_index, expr.end_index, expr.stride) if p]
    return STATIC if all(p.kind is Kind.STATIC for p in parts) else UNKNOWN


def array_only_index(index: Expression, value: Value) -> bool:
    """`x[:, 0]`, `x[..., i]`, `x[rows, cols]`: a tuple index with a slice, an Ellipsis or
    a jax array (`value`: the index's), which no dict key or list index holds."""
    if not isinstance(index, TupleExpr):
        return False
    if any(isinstance(item, SliceExpr | EllipsisExpr) for item in index.items):
        return True
    return value.items is not None and any(is_jax_array(item) for item in value.items)


EXPRESSIONS.update({IndexExpr: _index, SliceExpr: _slice})


def _sequence_class(value: Value) -> bool:
    """An instance of a class that is a Sequence (a list subclass, flax's nnx.List): its
    slice calls the bounds' __index__."""
    cls = value.cls
    if cls is None or value.func is not None:
        return False
    return any(base.fullname in fn.SEQUENCE_CLASSES for base in cls.mro)


def _unknown_type(value: Value) -> bool:
    """A value of which nothing says what it is (no class, no container type)."""
    return value.cls is None and value.pytype is PyType.OTHER and value.func is None
