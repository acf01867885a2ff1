"""Instances of the program's own classes iterated: a data loader with `__iter__` (a
generator, or `return self` with a `__next__`), in a `for` loop, `next()`, `zip()` or
`enumerate()`. What each pass gets is what `__next__` returns, or what `__iter__` yields."""

from __future__ import annotations

from jaxthink_typing.analysis.interpreter.frame import Frame
from jaxthink_typing.analysis.kinds import UNKNOWN, Kind, Value

_LIBRARIES = ("builtins.", "numpy.", "jax.", "jaxlib.", "flax.", "equinox.", "optax.")


def iterated(frame: Frame, value: Value) -> Value:
    """`value`, or, for an instance of a class of the program that iterates, a value whose
    element is what one pass gets (unknown where the methods cannot be followed)."""
    cls = value.cls
    if cls is None or value.func is not None or value.is_tracer:
        return value
    if cls.fullname.startswith(_LIBRARIES) or cls.get("__iter__") is None:
        return value
    element = _element(frame, value)
    return Value(Kind.UNKNOWN, elem=element) if element is not None else value


def next_of(frame: Frame, value: Value) -> Value | None:
    """`next(value)` of an instance with `__next__`: what it returns; else None."""
    cls = value.cls
    if cls is None or value.func is not None or value.is_tracer:
        return None
    if cls.fullname.startswith(_LIBRARIES):
        return None
    return _called(frame, value, "__next__")


def _element(frame: Frame, value: Value) -> Value | None:
    made = _called(frame, value, "__iter__")
    if made is None:
        return None
    if made.elem is not None:
        return made.elem  # `__iter__` written as a generator
    if made.cls is not None and made.func is None:
        return next_of(frame, made)  # `return self`, or another iterator object
    return None


def _called(frame: Frame, value: Value, name: str) -> Value | None:
    method = frame.functions.bound_call(value, name)
    if method is None:
        return None
    result = frame.functions.call(method, [], None, frame)
    return None if result is UNKNOWN else result
