"""Pieces of wording shared by the messages of several codes.

A report is a short line that says what is wrong (under ~120 characters where the source
snippets allow), and notes: why the value is traced (its origin), and the fix.
"""

from __future__ import annotations

import ast

from mypy.nodes import Context as Node

from jaxthink_typing import codes
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.diagnostics import RAISES, Diagnostic
from jaxthink_typing.analysis.kinds import Kind, Value
from jaxthink_typing.codes import Code

# A snippet that long is shown whole in a message; a fix is written from whole snippets only.
LONG_SNIPPET = 80


def kind_word(value: Value) -> str:
    """What a tracer is called in a message: "traced" or "a differentiated tracer"."""
    return "a differentiated tracer" if value.kind is Kind.DIFF else "traced"


def quoted(text: str) -> str:
    """`text` in quotes that do not clash with its own (`'f"loss {x}"'`)."""
    if '"' not in text:
        return f'"{text}"'
    if "'" not in text:
        return f"'{text}'"
    return f"`{text}`"


def subject(ctx: Context, node: Node, value: Value) -> str:
    """`"x > 0" is traced`, naming the value by its source where it fits (a literal is
    traced only where a transformation traces the argument it is given for)."""
    snippet = ctx.source.snippet(node)
    kind = kind_word(value)
    if snippet is None:
        return f"this value is {kind}"
    if _literal(snippet):
        return f"the literal {snippet} is {kind} there"
    return f"{quoted(snippet)} is {kind}"


def _literal(text: str) -> bool:
    try:
        ast.literal_eval(text)
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return False
    return True


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def why(value: Value | None, here: str | None = None) -> str | None:
    """Where the value's kind came from, as a note (`here`: the report's file)."""
    if value is None or value.origin is None:
        return None
    explained = value.origin.explain(here)
    return f"Why: {explained}" if explained else None


def static_hint(value: Value) -> str:
    """ ", or make "n" static ...", where making the root parameter static is a fix."""
    fix = value.origin.root_fix() if value.origin is not None else None
    return f", or {fix}" if fix is not None else ""


def add(
    ctx: Context,
    node: Node,
    code: Code,
    message: str,
    severity: str = "error",
    *,
    value: Value | None = None,
    fix: str | None = None,
    notes: tuple[str, ...] = (),
    cause: Value | None = None,
) -> None:
    """Report `message` at `node`; the notes say why `value` is traced, then `notes`, then
    the `fix`. The report is attributed to the parameter at the root of `cause`'s origin
    (by default `value`'s): `Diagnostic.param`."""
    if code is not codes.REVEAL and RAISES.statement_raised():
        return  # the statement raised already: JAX never runs this part of it
    if severity == "error" and code is not codes.TRACER_LEAK:  # a leak raises later
        RAISES.count += 1
    reason = why(value, ctx.tree.path)
    parts = (*((reason,) if reason else ()), *notes, *((f"Fix: {fix}",) if fix else ()))
    cause = cause if cause is not None else value
    root = cause.origin.root_param() if cause is not None and cause.origin is not None else None
    static_fix = cause.origin.root_fix() if cause is not None and cause.origin is not None else None
    # Making the parameter static fixes every use of its value (`root_fix` is None for an
    # array computed from it by a jax operation, which stays traced).
    proposes = static_fix is not None and fix is not None and static_fix in fix
    ctx.sink.add(
        Diagnostic(
            node.line,
            node.column,
            code,
            message,
            severity,
            notes=parts,
            param=root,
            static_root=proposes,
            source=value.origin.source() if value is not None and value.origin else None,
        )
    )


def needs_concrete(
    ctx: Context, code: Code, need: str, node: Node, value: Value, construct: str, fix: str
) -> None:
    """A report of the form: <construct> needs a concrete <need>, but <value> is traced."""
    message = f"{construct} needs a concrete {need}, but {subject(ctx, node, value)}"
    add(ctx, node, code, message, value=value, fix=f"{fix}{static_hint(value)}")
