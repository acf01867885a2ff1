"""One reporting helper per error code: the message text lives with its code."""

from __future__ import annotations

from mypy.nodes import Context

from jaxthink_typing import codes
from jaxthink_typing.analysis.diagnostics import Diagnostic, Sink
from jaxthink_typing.analysis.kinds import Kind, Value
from jaxthink_typing.analysis.source import Source


def _subject(source: Source, node: Context, value: Value) -> str:
    snippet = source.snippet(node)
    kind = "a differentiated tracer" if value.kind is Kind.DIFF else "traced"
    if snippet is None:
        return f"this value is {kind}"
    return f'"{snippet}" is {kind}'


def _because(value: Value) -> str:
    return f" ({value.origin.explain()})" if value.origin is not None else ""


def _static_hint(value: Value) -> str:
    param = value.origin.static_param() if value.origin is not None else None
    if param is None:
        return ""
    return f', or make "{param}" static with static_argnames=("{param}",)'


def _see(code: codes.Code) -> str:
    return f" [explain: python -m jaxthink_typing explain {code.name}]"


def traced_bool(
    sink: Sink, source: Source, node: Context, value: Value, construct: str, fix: str
) -> None:
    """A tracer where Python needs `True`/`False`."""
    message = (
        f"{construct} needs a concrete bool, but {_subject(source, node, value)}"
        f"{_because(value)}; {fix}{_static_hint(value)}"
    )
    sink.add(Diagnostic(node.line, node.column, codes.TRACED_BOOL, message))


def traced_index(
    sink: Sink, source: Source, node: Context, value: Value, construct: str, fix: str
) -> None:
    """A tracer where Python needs an `int` index."""
    message = (
        f"{construct} needs a concrete integer, but {_subject(source, node, value)}"
        f"{_because(value)}; {fix}{_static_hint(value)}"
    )
    sink.add(Diagnostic(node.line, node.column, codes.TRACED_INDEX, message))


def traced_conversion(
    sink: Sink, source: Source, node: Context, value: Value, construct: str, fix: str
) -> None:
    """A tracer converted to a Python number or list."""
    message = (
        f"{construct} needs a concrete value, but {_subject(source, node, value)}"
        f"{_because(value)}; {fix}{_static_hint(value)}"
    )
    sink.add(Diagnostic(node.line, node.column, codes.TRACED_CONVERSION, message))


def static_arg(sink: Sink, node: Context, message: str) -> None:
    """A static argument declared or passed wrongly."""
    sink.add(Diagnostic(node.line, node.column, codes.STATIC_ARG, message))
