"""jax-traced-slice: a slice of an array with a traced start, stop or step."""

from __future__ import annotations

from mypy.nodes import Context as Node

from jaxthink_typing import codes
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.kinds import Value
from jaxthink_typing.analysis.rules.wording import add, static_hint, subject


def report(ctx: Context, node: Node, bound: Node, value: Value) -> None:
    message = f"A slice needs static bounds, but {subject(ctx, bound, value)}"
    fix = (
        "use lax.dynamic_slice(x, (start,), (size,)) or lax.dynamic_slice_in_dim with a "
        f"static size{static_hint(value)}"
    )
    add(ctx, node, codes.TRACED_SLICE, message, value=value, fix=fix)
