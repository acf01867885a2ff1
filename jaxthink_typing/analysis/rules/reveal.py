"""jax-reveal (a note): what `reveal_tracedness(x)` asks the engine to say."""

from __future__ import annotations

from mypy.nodes import Context as Node

from jaxthink_typing import codes
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.kinds import Kind, Value
from jaxthink_typing.analysis.rules.wording import add, because

_KIND_NAMES = {
    Kind.UNKNOWN: "unknown (the checker cannot tell, so it reports nothing about it)",
    Kind.STATIC: "static (a Python or NumPy value known while tracing)",
    Kind.CONCRETE: "a concrete jax array (unhashable and immutable, but not a tracer)",
    Kind.DIFF: "a differentiated tracer (bool and int work; float and NumPy fail)",
    Kind.TRACED: "traced (an abstract tracer: no concrete value while tracing)",
}


def report(ctx: Context, node: Node, value: Value, context: str) -> None:
    snippet = ctx.source.snippet(node) or "value"
    message = f'Tracedness of "{snippet}" in {context}: {_KIND_NAMES[value.kind]}{because(value)}'
    add(ctx, node, codes.REVEAL, message, "note")
