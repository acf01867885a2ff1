"""An explanation page (Markdown) as plain text for a terminal: titles underlined, code
blocks indented without their fences, emphasis without its marks, a link as its text and
its target. Inline code keeps its backticks: they tell code from prose, as in
compilers' messages."""

from __future__ import annotations

import re
from typing import Final

INDENT: Final = "    "
_LINK: Final = re.compile(r"\[([^\]]+)\]\(([^)]+)\)")
_STRONG: Final = re.compile(r"\*\*([^*]+)\*\*")


def render(markdown: str) -> str:
    """`markdown` as a terminal shows it best."""
    out: list[str] = []
    in_code = False
    for line in markdown.splitlines():
        if line.lstrip().startswith("```"):
            in_code = not in_code
            continue
        if in_code:
            out.append(INDENT + line if line.strip() else "")
        elif line.startswith("#"):
            level = len(line) - len(line.lstrip("#"))
            title = inline(line[level:].strip())
            out += [title, ("=" if level == 1 else "-") * len(title)]
        else:
            out.append(inline(line))
    return "\n".join(out).rstrip("\n") + "\n"


def inline(text: str) -> str:
    """A line of text without Markdown's inline marks."""
    text = _LINK.sub(lambda m: m.group(1) if m.group(1) == m.group(2) else f"{m[1]} ({m[2]})", text)
    return _STRONG.sub(r"\1", text)
