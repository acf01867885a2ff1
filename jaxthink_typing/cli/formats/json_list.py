"""JSON: a list with one object per report.

    {"code": "jax-traced-bool", "severity": "error", "message": "...",
     "location": {"file": "pkg/helpers.py", "line": 6, "column": null},
     "reached_from": [{"file": "pkg/train.py", "line": 9, "column": 12,
                       "function": "step"}],
     "notes": ["Why: ...", "Fix: ...", "See: ..."]}

`column` is 1-based, null where mypy's report does not give the mistake's (one found
in another module); `reached_from` is empty for a mistake reported where it is.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from jaxthink_typing.cli.reports import Place, Report


def render(reports: Sequence[Report]) -> str:
    return json.dumps([as_object(report) for report in reports], indent=2) + "\n"


def as_object(report: Report) -> dict[str, object]:
    return {
        "code": report.code,
        "severity": report.severity,
        "message": report.message,
        "location": _place(report.place),
        "reached_from": [
            {**_place(call.place), "function": call.function} for call in report.calls
        ],
        "notes": list(report.notes),
    }


def _place(place: Place) -> dict[str, object]:
    return {"file": place.file, "line": place.line, "column": place.column}
