"""A baseline: the reports a project has accepted for now, which are not shown and do not
fail the run; any other report does.

A report is keyed by what survives unrelated edits: its code, the mistake's file
(relative to the project root), the text of the mistake's line (stripped) and the
dotted name of the def or class around it, with a count for identical keys. Lines added
or removed above it keep the match; editing the line itself, or moving it to another
function, makes it a new report. The file is JSON, its entries sorted, so that it is
stable under version control:

    {
      "jaxthink_typing_baseline": 1,
      "reports": [
        {"code": "jax-traced-bool", "count": 1, "file": "pkg/helpers.py",
         "function": "normalize", "line_text": "if norm == 0:"}
      ]
    }
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Final, NamedTuple

from jaxthink_typing.cli.reports import Report, shown_path
from jaxthink_typing.cli.source_places import SourceFiles

VERSION: Final = 1
_TAG: Final = "jaxthink_typing_baseline"


class BaselineError(Exception):
    """A baseline file that cannot be read."""


class Key(NamedTuple):
    file: str
    function: str
    code: str
    line_text: str


def key_of(report: Report, root: str, sources: SourceFiles) -> Key:
    place = report.place
    return Key(
        file=shown_path(place.file, root),
        function=sources.enclosing(place.file, place.line),
        code=report.code or "",
        line_text=sources.line_text(place.file, place.line),
    )


def load(path: Path) -> Counter[Key]:
    """The entries of a baseline file; raises BaselineError for a file that is missing or
    not in the format above."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise BaselineError(f"{path}: cannot read the baseline ({error.strerror})") from error
    except ValueError as error:
        raise BaselineError(f"{path}: not JSON ({error})") from error
    if not isinstance(data, dict) or data.get(_TAG) != VERSION:
        raise BaselineError(f'{path}: not a baseline file (no "{_TAG}": {VERSION})')
    entries = data.get("reports")
    if not isinstance(entries, list):
        raise BaselineError(f'{path}: "reports" must be a list')
    keys: Counter[Key] = Counter()
    for number, entry in enumerate(entries, 1):
        fields = [entry.get(name) if isinstance(entry, dict) else None for name in Key._fields]
        count = entry.get("count", 1) if isinstance(entry, dict) else None
        if not all(isinstance(value, str) for value in fields) or not isinstance(count, int):
            raise BaselineError(f"{path}: entry {number} is not an object of {_entry_fields()}")
        keys[Key(*(str(value) for value in fields))] += max(count, 0)
    return keys


def text(keys: Counter[Key]) -> str:
    """The baseline file for `keys`: sorted entries, sorted fields, a newline at the end."""
    entries = [{**key._asdict(), "count": count} for key, count in sorted(keys.items()) if count]
    return json.dumps({_TAG: VERSION, "reports": entries}, indent=2, sort_keys=True) + "\n"


def keys_of(reports: Sequence[Report], root: str, sources: SourceFiles) -> Counter[Key]:
    return Counter(key_of(report, root, sources) for report in reports)


def split(
    reports: Sequence[Report], known: Counter[Key], root: str, sources: SourceFiles
) -> tuple[list[Report], list[Report]]:
    """(new, baselined): each key's first `count` reports (in file order) are in the
    baseline, the rest are new."""
    left = Counter(known)
    new: list[Report] = []
    baselined: list[Report] = []
    for report in reports:
        key = key_of(report, root, sources)
        if left[key] > 0:
            left[key] -= 1
            baselined.append(report)
        else:
            new.append(report)
    return new, baselined


def stale(
    reports: Sequence[Report], known: Counter[Key], root: str, sources: SourceFiles
) -> Counter[Key]:
    """The baseline's entries that no report matches any more (the mistake was fixed, or
    its line changed): `--update-baseline` drops them."""
    return known - keys_of(reports, root, sources)


def describe_stale(entries: Counter[Key]) -> str:
    """One line per stale entry, for stderr."""
    return "\n".join(
        f"  {key.file}: {key.code} in {key.function or '<module>'}: {key.line_text}"
        + (f" (x{count})" if count > 1 else "")
        for key, count in sorted(entries.items())
    )


def _entry_fields() -> str:
    return ", ".join(f'"{name}" (a string)' for name in Key._fields) + ', "count" (a number)'
