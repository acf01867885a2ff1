"""jax-traced-hash: a jax array or tracer used where Python hashes it."""

from __future__ import annotations

from mypy.nodes import Context as Node

from jaxthink_typing import codes
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.kinds import Kind, Value
from jaxthink_typing.analysis.rules.wording import add, because


def check(ctx: Context, node: Node, value: Value, construct: str) -> None:
    """`construct` hashes `value`: jax arrays and tracers are unhashable."""
    if value.is_tracer or value.kind is Kind.CONCRETE:
        report(ctx, node, value, construct)


def report(ctx: Context, node: Node, value: Value, construct: str) -> None:
    what = "a jax array" if value.kind is Kind.CONCRETE else "traced"
    snippet = ctx.source.snippet(node)
    subject = f'"{snippet}" is {what}' if snippet else f"this value is {what}"
    message = (
        f"{construct} hashes its value, but {subject}{because(value)}; jax arrays and "
        "tracers are unhashable (TypeError): key by a static value (a string, an int from "
        ".shape) or keep the data in arrays (jnp.unique, a lookup table)"
    )
    add(ctx, node, codes.TRACED_HASH, message)
