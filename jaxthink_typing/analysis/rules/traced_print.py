"""jax-traced-print (a note): printing a tracer shows its type, not its data."""

from __future__ import annotations

from mypy.nodes import Context as Node

from jaxthink_typing import codes
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.kinds import Value
from jaxthink_typing.analysis.rules.wording import add, subject


def report(ctx: Context, node: Node, value: Value, construct: str) -> None:
    message = f"{construct} shows a tracer, not data: {subject(ctx, node, value)}"
    fix = 'use jax.debug.print("{}", x) to print the value when it runs'
    add(ctx, node, codes.TRACED_PRINT, message, "note", value=value, fix=fix)
