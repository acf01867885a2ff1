"""Pieces of wording shared by the messages of several codes."""

from __future__ import annotations

from mypy.nodes import Context as Node

from jaxthink_typing import codes
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.diagnostics import RAISES, Diagnostic
from jaxthink_typing.analysis.kinds import Kind, Value
from jaxthink_typing.codes import Code


def kind_word(value: Value) -> str:
    """What a tracer is called in a message: "traced" or "a differentiated tracer"."""
    return "a differentiated tracer" if value.kind is Kind.DIFF else "traced"


def subject(ctx: Context, node: Node, value: Value) -> str:
    """`"x > 0" is traced`, naming the value by its source where it fits."""
    snippet = ctx.source.snippet(node)
    kind = kind_word(value)
    if snippet is None:
        return f"this value is {kind}"
    return f'"{snippet}" is {kind}'


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def because(value: Value) -> str:
    """Where the value's kind came from, in parentheses."""
    return f" ({value.origin.explain()})" if value.origin is not None else ""


def static_hint(value: Value) -> str:
    """ ", or make "n" static ...", where making the root parameter static is a fix."""
    fix = value.origin.root_fix() if value.origin is not None else None
    return f", or {fix}" if fix is not None else ""


def add(ctx: Context, node: Node, code: Code, message: str, severity: str = "error") -> None:
    if severity == "error" and code is not codes.TRACER_LEAK:  # a leak raises later
        RAISES.count += 1
    ctx.sink.add(Diagnostic(node.line, node.column, code, message, severity))


def needs_concrete(
    ctx: Context, code: Code, need: str, node: Node, value: Value, construct: str, fix: str
) -> None:
    """A report of the form: <construct> needs a concrete <need>, but <value> is traced."""
    message = (
        f"{construct} needs a concrete {need}, but {subject(ctx, node, value)}"
        f"{because(value)}; {fix}{static_hint(value)}"
    )
    add(ctx, node, code, message)
