"""`match` statements: which `case` compares a traced subject (JAX raises there), and what
the capture names bind.

Measured (JAX 0.10.2): literal and value patterns (`case 0:`, `case Mode.A:`, also inside
`|` and sequence patterns) compare with `==`, so a traced array subject raises
TracerBoolConversionError on that `case` line; `None`/`True`/`False` compare with `is`, a
str literal never equals an array, and class, sequence and mapping patterns do not match
an array: they run. A guard is a Python condition.
"""

from __future__ import annotations

from typing import Literal

from mypy.nodes import Expression, MatchStmt
from mypy.patterns import (
    AsPattern,
    ClassPattern,
    MappingPattern,
    OrPattern,
    Pattern,
    SequencePattern,
    SingletonPattern,
    StarredPattern,
    ValuePattern,
)

from jaxthink_typing.analysis.env import merge
from jaxthink_typing.analysis.interpreter.assignment import assign
from jaxthink_typing.analysis.interpreter.expressions import condition
from jaxthink_typing.analysis.interpreter.frame import STATEMENTS, Frame
from jaxthink_typing.analysis.interpreter.values import element_of
from jaxthink_typing.analysis.kinds import UNKNOWN, Kind, PyType, Value, combine
from jaxthink_typing.analysis.rules import traced_bool
from jaxthink_typing.analysis.rules.tracer_leak import tracer_in

# "raises": JAX raises on this case; "no": it surely does not match; "maybe": otherwise.
Outcome = Literal["raises", "no", "maybe"]
_CONTAINERS = (PyType.SEQUENCE, PyType.LIST, PyType.DICT, PyType.SET, PyType.NONE)


def _match(frame: Frame, stmt: MatchStmt) -> bool:
    """Run a match statement; False when every case leaves."""
    subject = frame.eval(stmt.subject)
    traced = tracer_in(subject).is_tracer
    reporting = True  # a case a traced subject surely reaches
    outcomes = []
    for pattern, guard, body in zip(stmt.patterns, stmt.guards, stmt.bodies, strict=True):
        saved = frame.env
        frame.env = saved.copy()
        if not reporting:
            frame.ctx.sink.muted += 1
        try:
            outcome = _test(frame, pattern, subject, stmt.subject)
            _bind(frame, pattern, subject)
            if guard is not None and outcome != "raises" and outcome != "no":
                test = condition(frame, guard, 'A "case" guard', traced_bool.IF_FIX)
                if test.kind is Kind.TRACED and test.pytype.is_array:
                    outcome = "raises"
        finally:
            if not reporting:
                frame.ctx.sink.muted -= 1
        try:
            if outcome == "maybe" and (body.is_unreachable or frame.run_block(body.body)):
                outcomes.append(frame.env)
        finally:
            frame.env = saved
        if outcome == "raises" or (outcome == "maybe" and traced):
            reporting = False  # JAX raised here, or this case may take the subject
    outcomes.append(frame.env.copy())  # no case matched
    frame.env.replace_with(merge(outcomes, frame.env))
    return True


def _test(frame: Frame, pattern: Pattern, subject: Value, node: Expression) -> Outcome:
    """Whether `pattern` raises on, surely misses, or may match `subject` (reporting it)."""
    if isinstance(pattern, AsPattern):
        return "maybe" if pattern.pattern is None else _test(frame, pattern.pattern, subject, node)
    if isinstance(pattern, OrPattern):
        for alternative in pattern.patterns:
            outcome = _test(frame, alternative, subject, node)
            if outcome != "no":
                return outcome
        return "no"
    array = subject.pytype.is_array and subject.kind is not Kind.UNKNOWN
    if isinstance(pattern, ValuePattern):
        return _compare(frame, pattern, subject, node)
    if isinstance(pattern, SingletonPattern):
        return "no" if subject.is_tracer or array else "maybe"
    if isinstance(pattern, SequencePattern):
        if array:
            return "no"  # a jax array is no collections.abc.Sequence
        return _sequence(frame, pattern, subject, node)
    if isinstance(pattern, MappingPattern):
        return "no" if array else "maybe"
    return "maybe"  # a class pattern: isinstance, unknown here


def _compare(frame: Frame, pattern: ValuePattern, subject: Value, node: Expression) -> Outcome:
    value = frame.eval(pattern.expr)
    if not subject.is_tracer or subject.pytype in _CONTAINERS:
        return "maybe"
    if value.const is not None and isinstance(value.const[0], str):
        return "no"  # an array never equals a str
    result = combine([subject, value])
    if result.kind is Kind.TRACED:
        traced_bool.report_case(frame.ctx, pattern, node, subject)
        return "raises"
    return "maybe"


def _sequence(frame: Frame, pattern: SequencePattern, subject: Value, node: Expression) -> Outcome:
    items = subject.items
    if items is None or not subject.pytype.is_sequence:
        return "maybe"
    if any(isinstance(p, StarredPattern) for p in pattern.patterns):
        return "maybe"
    if len(items) != len(pattern.patterns):
        return "no"
    for sub, item in zip(pattern.patterns, items, strict=True):
        outcome = _test(frame, sub, item, node)
        if outcome != "maybe":
            return outcome
    return "maybe"


def _bind(frame: Frame, pattern: Pattern, subject: Value) -> None:
    """Bind the capture names of `pattern` to the parts of `subject` they take."""
    if isinstance(pattern, AsPattern):
        if pattern.pattern is not None:
            _bind(frame, pattern.pattern, subject)
        if pattern.name is not None:
            assign(frame, pattern.name, subject)
    elif isinstance(pattern, OrPattern) and pattern.patterns:
        _bind(frame, pattern.patterns[0], subject)
    elif isinstance(pattern, SequencePattern):
        items = subject.items
        known = items is not None and len(items) == len(pattern.patterns)
        for index, sub in enumerate(pattern.patterns):
            part = items[index] if known and items is not None else element_of(subject)
            _bind(frame, sub, part)
    elif isinstance(pattern, StarredPattern) and pattern.capture is not None:
        assign(frame, pattern.capture, Value(Kind.UNKNOWN, pytype=PyType.LIST))
    elif isinstance(pattern, MappingPattern):
        for sub in pattern.values:
            _bind(frame, sub, UNKNOWN)
        if pattern.rest is not None:
            assign(frame, pattern.rest, Value(Kind.UNKNOWN, pytype=PyType.DICT))
    elif isinstance(pattern, ClassPattern):
        for sub in [*pattern.positionals, *pattern.keyword_values]:
            _bind(frame, sub, UNKNOWN)


STATEMENTS[MatchStmt] = _match
