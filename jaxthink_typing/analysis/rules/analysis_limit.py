"""jax-analysis-limit (a note): calls nested deeper than the engine follows, said once per
module, so that what is not checked beyond the limit is not silently passed over."""

from __future__ import annotations

from mypy.nodes import Context as Node

from jaxthink_typing import codes
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.rules.wording import add


def report_depth(ctx: Context, node: Node, name: str, limit: int) -> bool:
    """Note that `name` is not analysed (calls nested `limit` deep); True when said (a
    muted sink, during a speculative evaluation, says nothing)."""
    if ctx.sink.muted:
        return False
    message = (
        f'jaxthink-typing does not follow calls nested more than {limit} deep: "{name}" and '
        "what it calls are not checked here (nor deeper calls elsewhere in this module)"
    )
    add(ctx, node, codes.ANALYSIS_LIMIT, message, "note")
    return True
