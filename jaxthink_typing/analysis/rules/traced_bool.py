"""jax-traced-bool: a tracer where Python needs True or False."""

from __future__ import annotations

from mypy.nodes import Context as Node

from jaxthink_typing import codes
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.kinds import Kind, Value
from jaxthink_typing.analysis.rules.wording import add, needs_concrete, quoted, static_hint

IF_FIX = "use jnp.where(cond, a, b) or lax.cond(cond, true_fn, false_fn, ...)"
WHILE_FIX = "use lax.while_loop(cond_fun, body_fun, init) or a loop with a static bound"
ASSERT_FIX = "check it outside the traced function, or use jax.experimental.checkify"
LOGIC_FIX = "use jnp.logical_and / jnp.logical_or / jnp.logical_not (or & | ~) on arrays"
FILTER_FIX = "compute every element and mask with jnp.where instead of filtering"
KEEP_ARRAY_FIX = "keep the result an array (jnp.where, jnp.any/jnp.all, lax.cond)"
CHAINED_FIX = "write it as (a < x) & (x < b) and keep the result an array"
MEMBERSHIP_FIX = "compare with jnp.isin(x, jnp.array([...])) and keep the result an array"
COMPARE_FIX = {
    "max": "use jnp.maximum(a, b) or jnp.max(x)",
    "min": "use jnp.minimum(a, b) or jnp.min(x)",
    "sorted": "use jnp.sort",
    "any": "use jnp.any and keep the result an array",
    "all": "use jnp.all and keep the result an array",
}


def report(ctx: Context, node: Node, value: Value, construct: str, fix: str) -> None:
    needs_concrete(ctx, codes.TRACED_BOOL, "bool", node, value, construct, fix)


def check(ctx: Context, node: Node, value: Value, construct: str, fix: str) -> None:
    """Python converts `value` to bool here: an abstract traced array fails."""
    if value.kind is Kind.TRACED and value.pytype.is_array:
        report(ctx, node, value, construct, fix)


CASE_FIX = "select with jnp.where or lax.switch(index, branches, ...) instead of match/case"


def report_case(ctx: Context, pattern: Node, subject_node: Node, value: Value) -> None:
    """`case 0:` compares the match subject with `==` and converts the result to bool."""
    snippet = ctx.source.snippet(subject_node)
    shown = quoted(snippet) if snippet else "the match subject"
    message = f'A "case" pattern compares with == and needs a concrete bool, but {shown} is traced'
    add(ctx, pattern, codes.TRACED_BOOL, message, value=value, fix=CASE_FIX + static_hint(value))
