"""What the command shows: a report at the mistake's own place, the calls that reach it,
and the summary by code."""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace


@dataclass(frozen=True, order=True)
class Place:
    """A file (absolute until `shown_from` makes it relative), a line and a 1-based
    column, None where the report does not say (a mistake in another module)."""

    file: str
    line: int
    column: int | None = None

    def text(self) -> str:
        return f"{self.file}:{self.line}"


@dataclass(frozen=True, order=True)
class Call:
    """A call through which the analysis of another module reached the mistake."""

    place: Place
    function: str | None  # the function that makes the call, when known


@dataclass(frozen=True)
class Report:
    """One report: where the mistake is, what it is, and the notes under it."""

    code: str | None  # None for a mypy error without a code (under --all)
    severity: str  # "error" or "note"
    message: str
    place: Place
    notes: tuple[str, ...] = ()
    calls: tuple[Call, ...] = ()

    @property
    def is_error(self) -> bool:
        return self.severity == "error"

    def sort_key(self) -> tuple[str, int, int, str, str]:
        place = self.place
        return (place.file, place.line, place.column or 0, self.code or "", self.message)


def is_jax(report: Report) -> bool:
    return (report.code or "").startswith("jax-")


def merged(reports: Iterable[Report]) -> list[Report]:
    """One report per mistake, sorted by file and line: the same mistake reached from
    several modules' calls is one report listing each call (the first one's notes)."""
    by_mistake: dict[tuple[object, ...], Report] = {}
    for report in sorted(reports, key=lambda r: (r.sort_key(), r.calls)):
        key = (report.code, report.severity, report.message, report.place)
        known = by_mistake.get(key)
        if known is None:
            by_mistake[key] = report
        else:
            calls = tuple(sorted(set(known.calls) | set(report.calls)))
            by_mistake[key] = replace(known, calls=calls)
    return sorted(by_mistake.values(), key=Report.sort_key)


def shown_path(path: str, folder: str) -> str:
    """`path` relative to `folder` with '/' separators, or absolute outside it."""
    try:
        relative = os.path.relpath(path, folder)
    except ValueError:  # another drive
        return path
    if relative == os.pardir or relative.startswith(os.pardir + os.sep):
        return path
    return relative.replace(os.sep, "/")


def shown_from(reports: Sequence[Report], folder: str) -> list[Report]:
    """The reports with their paths as shown to a user in `folder` (mypy's, ruff's and
    GitHub's habit: relative to where the command runs)."""

    def moved(place: Place) -> Place:
        return replace(place, file=shown_path(place.file, folder))

    return [
        replace(
            report,
            place=moved(report.place),
            calls=tuple(replace(call, place=moved(call.place)) for call in report.calls),
        )
        for report in reports
    ]


def summary(reports: Sequence[Report], baselined: int = 0) -> str:
    """'3 reports: jax-traced-bool 2, jax-traced-shape 1', most frequent code first."""
    counts = Counter(report.code or "(no code)" for report in reports)
    ordered = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    noun = "report" if len(reports) == 1 else "reports"
    text = f"{len(reports)} {noun}"
    if ordered:
        text += ": " + ", ".join(f"{code} {count}" for code, count in ordered)
    if baselined:
        text += f" ({baselined} more in the baseline, not shown)"
    return text
