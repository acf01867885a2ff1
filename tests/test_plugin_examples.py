"""The plugin over examples/: its reports must match the expectation comments exactly."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.mypy_runner import run_mypy
from tests.runtime_harness import EXAMPLES_DIR, example_files, missing_library, parse_expectations


def expected() -> set[tuple[str, int, str]]:
    found = set()
    for path in example_files():
        if missing_library(path) is not None:
            continue  # checked where equinox/flax are installed (CI installs both)
        for expectation in parse_expectations(path):
            found.add((str(path.resolve()), expectation.line, expectation.code))
    return found


@pytest.mark.parametrize("untyped_defs", [False, True], ids=["default", "check-untyped-defs"])
def test_reports_match_expectations(tmp_path: Path, untyped_defs: bool) -> None:
    extra = ["--check-untyped-defs"] if untyped_defs else []
    reports, output = run_mypy([EXAMPLES_DIR], tmp_path / "cache", *extra)
    skipped = {str(p.resolve()) for p in example_files() if missing_library(p) is not None}
    got = {
        (r.path, r.line, r.code)
        for r in reports
        if r.code and r.code.startswith("jax-") and r.path not in skipped
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
