"""jax-inplace-update: item assignment or deletion on a jax array."""

from __future__ import annotations

from mypy.nodes import Context as Node
from mypy.nodes import Expression, IndexExpr

from jaxthink_typing import codes
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.rules.wording import LONG_SNIPPET, add, quoted

# `x[i] op= v` and the `x.at[i]` method that does the same.
AT_METHODS = {"+": "add", "-": "add", "*": "multiply", "/": "divide", "**": "power"}


def report(
    ctx: Context,
    node: Node,
    target: IndexExpr,
    method: str,
    value: Expression | None,
    negate: bool = False,
) -> None:
    """`target` (an `x[i]`) is assigned (`method` "set", "add", ...) or deleted."""
    source = ctx.source
    # The fix is written from whole snippets only: a shortened one would cut it off.
    base = source.snippet(target.base, LONG_SNIPPET)
    index = source.snippet(target.index, LONG_SNIPPET)
    right = source.snippet(value, LONG_SNIPPET) if value is not None else None
    if right and negate:
        right = f"-({right})"
    if method == "delete":
        fix = "build a new array instead (jnp.delete, or a mask with jnp.where)"
    elif base and index and right:
        fix = f"use {base} = {base}.at[{index}].{method}({right})"
    else:
        fix = f"use x = x.at[i].{method}(v)"
    shown = source.snippet(target.base)
    name = quoted(shown) if shown else "this value"
    message = f"{name} is a jax array, and jax arrays are immutable"
    notes = ("Item assignment on a jax array raises TypeError, inside jit or not",)
    add(ctx, node, codes.INPLACE_UPDATE, message, fix=fix, notes=notes)
