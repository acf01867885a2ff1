"""jax-tracer-leak: a tracer stored where it outlives the trace."""

from __future__ import annotations

from mypy.nodes import Context as Node

from jaxthink_typing import codes
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.kinds import Value
from jaxthink_typing.analysis.rules.wording import add, because, capital, subject


def report(ctx: Context, node: Node, value: Value, where: str) -> None:
    """`value` is stored in `where` ("the global "cache"")."""
    message = (
        f"{capital(subject(ctx, node, value))}{because(value)} and is stored in "
        f"{where}, which outlives the trace; using it later raises UnexpectedTracerError: "
        "return the value from the traced function instead"
    )
    add(ctx, node, codes.TRACER_LEAK, message)


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
