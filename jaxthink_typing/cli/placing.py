"""A report filed at a call, moved back to the mistake's own place.

mypy files every error under the module it checks, so the plugin files a mistake its
analysis found in another module at the call that reached it: the message starts with
the mistake's path (relative to the project root) and line, and a note says 'Reached from
"step" by this call; the mistake is at pkg/helpers.py:6'. Here such a report goes to the
mistake, and the call becomes its context.
"""

from __future__ import annotations

import os
import re
from typing import Final

from jaxthink_typing.cli.reports import Call, Place, Report, is_jax
from jaxthink_typing.cli.source_places import SourceFiles

PREFIX: Final = re.compile(r"(?P<path>.+?\.pyi?):(?P<line>\d+): (?P<message>.+)", re.DOTALL)
REACHED: Final = re.compile(r'Reached from "(?P<function>[^"]*)" by this call; the mistake is at ')


def at_mistake(report: Report, root: str, sources: SourceFiles) -> Report:
    """`report` at the mistake's place when the plugin filed it at a call (the call kept
    in `calls`); any other report as it is."""
    match = PREFIX.fullmatch(report.message) if is_jax(report) else None
    if match is None:
        return report
    path = match["path"]
    file = os.path.normpath(path if os.path.isabs(path) else os.path.join(root, path))
    function: str | None = None
    notes: list[str] = []
    for note in report.notes:
        reached = REACHED.match(note)
        if reached is not None:
            function = reached["function"]
        else:
            notes.append(note)
    if function is None:  # a report relayed through several modules has no such note
        function = sources.enclosing(report.place.file, report.place.line) or None
    return Report(
        code=report.code,
        severity=report.severity,
        message=match["message"],
        place=Place(file, int(match["line"])),
        notes=tuple(notes),
        calls=(Call(report.place, function),),
    )
