"""mypy-like text: `file:line: severity: message  [code]`, the calls that reach the
mistake and the notes indented under it."""

from __future__ import annotations

from collections.abc import Sequence

from jaxthink_typing.cli.reports import Call, Report

INDENT = "    "


def render(reports: Sequence[Report]) -> str:
    return "".join(f"{line}\n" for report in reports for line in lines(report))


def lines(report: Report) -> list[str]:
    code = f"  [{report.code}]" if report.code else ""
    head = f"{report.place.text()}: {report.severity}: {report.message}{code}"
    return [head, *(INDENT + context for context in contexts(report)), *notes(report)]


def contexts(report: Report) -> list[str]:
    """'reached from pkg/train.py:9 (step)' for each call through which another module
    reaches the mistake."""
    return [reached_from(call) for call in report.calls]


def reached_from(call: Call) -> str:
    function = f" ({call.function})" if call.function else ""
    return f"reached from {call.place.text()}{function}"


def notes(report: Report) -> list[str]:
    return [INDENT + note for note in report.notes]
