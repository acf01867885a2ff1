"""`mypy --num-workers 2` gives exactly the reports of a sequential run, also for modules
whose JAX use sits only inside unannotated bodies: the workers parse modules again without
the plugin's marker, and mypy checks no call in those bodies, so no call hook fires there."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from tests.mypy_runner import Report, run_mypy

PACKAGE = Path(__file__).parent / "data" / "program" / "workers"
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(sys.version_info < (3, 11), reason="mypy --num-workers needs mypy 2"),
]

# (file, line, code) of the package as committed: one report in each module that has JAX
# only in unannotated bodies (report.py has no JAX import of its own).
EXPECTED = {
    ("lazy.py", 8, "jax-traced-bool"),
    ("report.py", 7, "jax-static-arg"),
    ("steps.py", 9, "jax-traced-bool"),  # raised in helpers.py, reported at the jit
}


def _copy(tmp_path: Path) -> Path:
    root = tmp_path / "src"
    shutil.copytree(PACKAGE, root / "workers")
    return root


def _run(root: Path, cache: Path, *extra: str) -> list[Report]:
    for _ in range(3):  # mypy gives a worker 3 s to start: a busy machine may need a retry
        reports, output = run_mypy(["workers"], cache, *extra, cwd=root)
        if "Failed to establish connection with worker" not in output:
            return reports
        shutil.rmtree(cache, ignore_errors=True)
    raise AssertionError(output)


def _summary(reports: list[Report]) -> set[tuple[str, int, str | None]]:
    return {(Path(r.path).name, r.line, r.code) for r in reports if r.severity == "error"}


def test_workers_report_exactly_what_a_sequential_run_does(tmp_path: Path) -> None:
    root = _copy(tmp_path)
    sequential = _run(root, tmp_path / "cold")
    assert _summary(sequential) == EXPECTED
    assert _run(root, tmp_path / "n2", "--num-workers", "2") == sequential


def test_warm_worker_runs_follow_body_only_edits(tmp_path: Path) -> None:
    """A worker analyses steps.py once it is checked; the jitted helper of another module
    that the analysis entered still invalidates steps.py's cached reports when edited."""
    root = _copy(tmp_path)
    cache = tmp_path / "n2"
    assert _summary(_run(root, cache, "--num-workers", "2")) == EXPECTED
    helpers = root / "workers" / "helpers.py"
    original = helpers.read_text()
    edited = original.replace("if x.max() > 1.0:", "if x.ndim > 1:")
    for number, (text, expected) in enumerate(
        [(edited, EXPECTED - {("steps.py", 9, "jax-traced-bool")}), (original, EXPECTED)]
    ):
        helpers.write_text(text)
        warm = _run(root, cache, "--num-workers", "2")
        cold = _run(root, tmp_path / f"cold-{number}")
        assert _summary(cold) == expected, number
        assert warm == cold, number
