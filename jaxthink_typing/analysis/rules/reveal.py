"""jax-reveal (a note): what `reveal_tracedness(x)` asks the engine to say."""

from __future__ import annotations

import dataclasses

from mypy.nodes import Context as Node

from jaxthink_typing import codes
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.diagnostics import Diagnostic
from jaxthink_typing.analysis.kinds import Kind, Value
from jaxthink_typing.analysis.rules.wording import add, quoted

_KIND_NAMES = {
    Kind.UNKNOWN: "unknown (the checker cannot tell, so it reports nothing about it)",
    Kind.STATIC: "static (a Python or NumPy value known while tracing)",
    Kind.CONCRETE: "a concrete jax array (unhashable and immutable, but not a tracer)",
    Kind.DIFF: "a differentiated tracer (bool and int work; float and NumPy fail)",
    Kind.TRACED: "traced (an abstract tracer: no concrete value while tracing)",
}


def kind_text(kind: Kind) -> str:
    """How the note names a kind: "static (a Python or NumPy value known while tracing)"."""
    return _KIND_NAMES[kind]


def report(ctx: Context, node: Node, value: Value, context: str) -> None:
    snippet = ctx.source.snippet(node)
    shown = quoted(snippet) if snippet else "the value"
    message = f"Tracedness of {shown} in {context}: {_KIND_NAMES[value.kind]}"
    add(ctx, node, codes.REVEAL, message, "note", value=value)


def joined(notes: list[Diagnostic]) -> Diagnostic:
    """One note for a `reveal_tracedness` call answered in several contexts (a function
    analysed for each of its calls, and from an unknown place): "unknown" is left out where
    a context knows more, and different answers are joined."""
    known = [d for d in notes if not d.message.endswith(_KIND_NAMES[Kind.UNKNOWN])] or notes
    first = known[0]
    kinds = list(dict.fromkeys(d.message.split(": ", 1)[1] for d in known))
    if len(kinds) == 1:
        return first
    head = first.message.split(": ", 1)[0]
    text = f"{head}: {' or '.join(kinds)}, depending on the call"
    reasons = tuple(dict.fromkeys(note for d in known for note in d.notes))
    return dataclasses.replace(first, message=text, notes=reasons)
