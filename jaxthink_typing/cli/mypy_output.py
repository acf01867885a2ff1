"""mypy's `--output json` lines, grouped into reports as mypy filed them.

Each line is one JSON object (file, line, column, message, hint, code, severity). The
notes under an error come as its `hint` (newline-joined) where mypy attaches them (mypy
2), or as note lines at the same place with the same code right after it (older mypy).
A note whose message ends with its own `  [code]` (`jax-traced-print`) starts a report of
its own, with the notes after it.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from dataclasses import dataclass, replace

from jaxthink_typing.cli.reports import Place, Report


@dataclass(frozen=True)
class MypyLine:
    """One JSON object of mypy's output."""

    file: str
    line: int
    column: int | None  # 1-based
    message: str
    hint: str | None
    code: str | None
    severity: str

    @classmethod
    def parse(cls, text: str) -> MypyLine | None:
        """The object on `text`, or None for a line that is not one (mypy's summary)."""
        try:
            data = json.loads(text)
        except ValueError:
            return None
        if not isinstance(data, dict):
            return None
        file, line, column = data.get("file"), data.get("line"), data.get("column")
        message, hint = data.get("message"), data.get("hint")
        code, severity = data.get("code"), data.get("severity")
        if not (isinstance(file, str) and isinstance(line, int) and isinstance(message, str)):
            return None
        return cls(
            file=file,
            line=line,
            column=column + 1 if isinstance(column, int) and column >= 0 else None,
            message=message,
            hint=hint if isinstance(hint, str) and hint else None,
            code=code if isinstance(code, str) and code else None,
            severity=severity if severity in ("error", "note") else "error",
        )


def filed_reports(stdout: str, folder: str) -> list[Report]:
    """The reports in mypy's JSON output, at the places mypy filed them (paths made
    absolute from `folder`, where mypy ran)."""
    parsed = (MypyLine.parse(text) for text in stdout.splitlines() if text.strip())
    return group((line for line in parsed if line is not None), folder)


def group(lines: Iterable[MypyLine], folder: str = ".") -> list[Report]:
    """Reports from mypy's lines: each error, or note that is not under one, with its
    notes."""
    reports: list[Report] = []
    for item in lines:
        place = Place(os.path.abspath(os.path.join(folder, item.file)), item.line, item.column)
        hint = tuple(item.hint.split("\n")) if item.hint else ()
        last = reports[-1] if reports else None
        suffix = f"  [{item.code}]"
        under = (
            item.severity == "note"
            and last is not None
            and (last.place, last.code) == (place, item.code)
            and not (item.code and item.message.endswith(suffix))
        )
        if under and last is not None:
            reports[-1] = replace(last, notes=(*last.notes, item.message, *hint))
            continue
        message = item.message
        if item.code and message.endswith(suffix):
            message = message[: -len(suffix)]  # mypy prints no code after a note
        reports.append(Report(item.code, item.severity, message, place, hint))
    return reports
