"""jax-tracer-leak: a tracer stored where it outlives the trace."""

from __future__ import annotations

from mypy.nodes import Context as Node

from jaxthink_typing import codes
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.kinds import Value
from jaxthink_typing.analysis.rules.wording import add, capital, kind_word, quoted, subject


def report(ctx: Context, node: Node, value: Value, where: str, held: str | None = None) -> None:
    """`value` is stored in `where` ("the global "cache""); `held`: the attribute of the
    object stored at `node` that holds it."""
    what = capital(subject(ctx, node, value))
    if held is not None:
        owner = ctx.source.snippet(node)
        shown = quoted(owner) if owner else "this object"
        what = f'The attribute "{held}" of {shown} is {kind_word(value)}'
    message = f"{what} and is stored in {where}, which outlives the trace"
    notes = ("Using it after the trace raises UnexpectedTracerError there",)
    fix = "return the value from the traced function instead"
    add(ctx, node, codes.TRACER_LEAK, message, value=value, fix=fix, notes=notes)


def tracer_in(value: Value) -> Value:
    """The value itself if it is a tracer, else a tracer among its known items."""
    if value.is_tracer:
        return value
    for item in value.items or ():
        if item.is_tracer:
            return item
    if value.elem is not None and value.elem.is_tracer:
        return value.elem
    return value


def stored_tracer(value: Value) -> tuple[Value, str | None]:
    """A tracer that storing `value` keeps (`tracer_in`'s, or one of the attributes its
    constructor gave it: a record made in the trace, then kept), and that attribute."""
    found = tracer_in(value)
    if found.is_tracer:
        return found, None
    for name, given in value.fields:
        if given.is_tracer:
            return given, name
    return value, None
