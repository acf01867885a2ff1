"""The hover over a name: what `reveal_tracedness` would say of it there, and why.

The answers come from the engine's last check (`analysis/probe.py`): one per context the
name was evaluated in (each function that a transformation reaches it from). As the
`reveal_tracedness` note does, "unknown" is left out where a context knows more, and
different answers are joined ("traced or static, depending on the call").
"""

from __future__ import annotations

from jaxthink_typing.analysis.kinds import Kind
from jaxthink_typing.analysis.probe import Answer
from jaxthink_typing.analysis.rules.reveal import kind_text


def text(answers: list[Answer]) -> str | None:
    """Markdown for the hover, or None where the engine evaluated no such name."""
    if not answers:
        return None
    known = [a for a in answers if a.kind is not Kind.UNKNOWN] or answers
    name = known[0].name
    kinds = list(dict.fromkeys(kind_text(a.kind) for a in known))
    functions = list(dict.fromkeys(f'"{a.function}"' for a in known))
    where = " and ".join(functions)
    answer = kinds[0] if len(kinds) == 1 else f"{' or '.join(kinds)}, depending on the call"
    lines = [f'**jaxthink-typing**: tracedness of "{name}" in {where}: {answer}']
    for reason in dict.fromkeys(a.why for a in known if a.why):
        lines.append(f"- Why: {reason}")
    for module, caller, line in dict.fromkeys(a.entered_from for a in known if a.entered_from):
        lines.append(f'- Reached from "{caller}" (module {module}, line {line})')
    return "\n".join(lines)
