"""The plugin over examples/: its reports must match the expectation comments exactly.

A mistake in a module that the analysis of another module entered (a package example's
module, reached from another) is filed under that other module, at its call, with a
message that starts with the marked module's `path:line: `; such a report counts for
the place its message names.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.mypy_runner import ROOT, Report, run_mypy
from tests.runtime_harness import (
    EXAMPLES_DIR,
    examples,
    marked_lines,
    missing_library,
    source_files,
)

ORIGIN = re.compile(r"^(?P<path>[^\s:][^:]*\.py):(?P<line>\d+): ")


def expected() -> set[tuple[str, int, str]]:
    found = set()
    for example in examples():
        if missing_library(example) is not None:
            continue  # checked where equinox/flax are installed (CI installs both)
        for path, expectation in marked_lines(example):
            found.add((str(path.resolve()), expectation.line, expectation.code))
    return found


def origin(report: Report) -> tuple[str, int]:
    """Where a report says the mistake is: the place its message starts with, if any
    (paths relative to the folder mypy ran in), else where mypy files it."""
    match = ORIGIN.match(report.message)
    if match is None:
        return report.path, report.line
    return str((ROOT / match["path"]).resolve()), int(match["line"])


@pytest.mark.parametrize("untyped_defs", [False, True], ids=["default", "check-untyped-defs"])
def test_reports_match_expectations(tmp_path: Path, untyped_defs: bool) -> None:
    extra = ["--check-untyped-defs"] if untyped_defs else []
    reports, output = run_mypy([EXAMPLES_DIR], tmp_path / "cache", *extra)
    skipped = {
        str(path.resolve())
        for example in examples()
        if missing_library(example) is not None
        for path in source_files(example)
    }
    got = {
        (*origin(r), r.code)
        for r in reports
        if r.code and r.code.startswith("jax-") and r.path not in skipped and not r.hint
    }
    want = expected()
    missing = sorted(want - got)
    extra_reports = sorted(got - want)
    assert not missing and not extra_reports, (
        f"missing reports: {missing}\nunexpected reports: {extra_reports}\n{output}"
    )
    others = [
        r
        for r in reports
        if r.severity == "error" and not (r.code or "").startswith("jax-") and r.path not in skipped
    ]
    assert not others, f"the examples should be clean apart from jax-* codes: {others}"
    notes = [r for r in reports if "jaxthink-typing could not analyse" in r.message]
    assert not notes, notes
