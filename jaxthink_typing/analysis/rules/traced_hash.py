"""jax-traced-hash: a jax array or tracer used where Python hashes it."""

from __future__ import annotations

from mypy.nodes import Context as Node
from mypy.nodes import TupleExpr

from jaxthink_typing import codes
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.kinds import Kind, PyType, Value
from jaxthink_typing.analysis.rules.wording import add, quoted


def check(ctx: Context, node: Node, value: Value, construct: str) -> None:
    """`construct` hashes `value`: jax arrays and tracers are unhashable, and a tuple
    hashes its items (`table[(i, j)]`)."""
    if value.is_tracer or value.kind is Kind.CONCRETE:
        report(ctx, node, value, construct)
    elif value.pytype is PyType.SEQUENCE and value.items is not None:
        shown = node.items if isinstance(node, TupleExpr) else ()
        for position, item in enumerate(value.items):
            if item.is_tracer or item.kind is Kind.CONCRETE:
                part = shown[position] if len(shown) == len(value.items) else node
                report(ctx, part, item, construct)
                return


def report(ctx: Context, node: Node, value: Value, construct: str) -> None:
    what = "a jax array" if value.kind is Kind.CONCRETE else "traced"
    snippet = ctx.source.snippet(node)
    subject = f"{quoted(snippet)} is {what}" if snippet else f"this value is {what}"
    message = f"{construct} hashes its value, but {subject}"
    notes = ("jax arrays and tracers are unhashable: hashing one raises TypeError",)
    fix = (
        "key by a static value (a string, an int from .shape) or keep the data in arrays "
        "(jnp.unique, a lookup table)"
    )
    add(ctx, node, codes.TRACED_HASH, message, value=value, fix=fix, notes=notes)
