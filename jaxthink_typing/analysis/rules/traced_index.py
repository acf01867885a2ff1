"""jax-traced-index: a tracer where Python needs an integer (`range`, a list index)."""

from __future__ import annotations

from mypy.nodes import Context as Node

from jaxthink_typing import codes
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.kinds import Value
from jaxthink_typing.analysis.rules.wording import needs_concrete

INDEX_FIX = "keep it an array (jnp.take, lax.dynamic_slice) or make the index static"
RANGE_FIX = (
    "use lax.fori_loop(lower, upper, body, init), whose bounds may be traced, or a static bound"
)
SEQUENCE_FIX = "index a jax array instead (jnp.asarray(seq)[i] or jnp.take), or lax.switch"


def report(ctx: Context, node: Node, value: Value, construct: str, fix: str) -> None:
    needs_concrete(ctx, codes.TRACED_INDEX, "integer", node, value, construct, fix)
