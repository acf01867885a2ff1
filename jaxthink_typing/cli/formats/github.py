"""GitHub Actions workflow commands: one `::error` (or `::notice` for a note) per report,
which GitHub shows as an annotation on the file and line of the pull request.

    ::error file=pkg/helpers.py,line=6,title=jax-traced-bool::Python "if" needs ...

The context and notes are folded into the message as further lines (`%0A`). As GitHub
requires, `%`, CR and LF are escaped in the message, and also `:` and `,` in the
properties.
"""

from __future__ import annotations

from collections.abc import Sequence

from jaxthink_typing.cli.formats.text import contexts
from jaxthink_typing.cli.reports import Report


def render(reports: Sequence[Report]) -> str:
    return "".join(command(report) + "\n" for report in reports)


def command(report: Report) -> str:
    kind = "error" if report.is_error else "notice"
    place = report.place
    properties = {"file": place.file, "line": str(place.line)}
    if place.column is not None:
        properties["col"] = str(place.column)
    properties["title"] = report.code or "mypy"
    shown = ",".join(f"{name}={escape_property(value)}" for name, value in properties.items())
    message = "\n".join([report.message, *contexts(report), *report.notes])
    return f"::{kind} {shown}::{escape_data(message)}"


def escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(text: str) -> str:
    return escape_data(text).replace(":", "%3A").replace(",", "%2C")
