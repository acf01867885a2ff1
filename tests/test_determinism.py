"""The same reports with a cold cache, a warm cache, dmypy and --num-workers 2."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from tests.mypy_runner import ROOT, Report, run_mypy

PACKAGE = Path(__file__).parent / "data" / "crossmod"
TARGETS = [PACKAGE / "user_code.py"]  # shapes_lib is followed as an import
EXPECTED = {
    ("user_code.py", 18, "jax-static-arg"),
    ("user_code.py", 23, "jax-traced-bool"),
}


def _summary(reports: list[Report]) -> set[tuple[str, int, str | None]]:
    return {(Path(r.path).name, r.line, r.code) for r in reports if r.severity == "error"}


def _dmypy(status: Path, *args: str, cwd: Path = PACKAGE) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "mypy.dmypy", "--status-file", str(status), *args]
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)


def _dmypy_summary(run: subprocess.CompletedProcess[str]) -> set[tuple[str, int, str]]:
    assert "INTERNAL ERROR" not in run.stdout + run.stderr, run.stdout + run.stderr
    return {
        (Path(line.split(":")[0]).name, int(line.split(":")[1]), line.rsplit("[", 1)[-1][:-1])
        for line in run.stdout.splitlines()
        if ": error:" in line
    }


def test_four_ways_agree(tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    cold, _ = run_mypy(TARGETS, cache, cwd=PACKAGE)
    warm, _ = run_mypy(TARGETS, cache, cwd=PACKAGE)
    parallel, _ = run_mypy(TARGETS, tmp_path / "cache-n2", "--num-workers", "2", cwd=PACKAGE)
    assert _summary(cold) == EXPECTED
    assert _summary(warm) == EXPECTED
    assert _summary(parallel) == EXPECTED

    status = tmp_path / "dmypy.json"
    flags = ["--config-file", str(ROOT / "pyproject.toml"), "--cache-dir", str(tmp_path / "d")]
    try:
        done = _dmypy(status, "run", "--", *flags, *(str(t) for t in TARGETS))
        again = _dmypy(status, "run", "--", *flags, *(str(t) for t in TARGETS))
    finally:
        _dmypy(status, "stop")
    for run in (done, again):
        assert _dmypy_summary(run) == EXPECTED, run.stdout + run.stderr


def test_examples_agree_in_parallel(tmp_path: Path) -> None:
    """Every example's reports, cold and warm and with --num-workers 2, where workers
    re-parse modules without the plugin's marker and other hooks start the analysis."""
    examples = ROOT / "examples"
    cold, output = run_mypy([examples], tmp_path / "cache")
    warm, _ = run_mypy([examples], tmp_path / "cache")
    parallel, _ = run_mypy([examples], tmp_path / "cache-n2", "--num-workers", "2")
    baseline = _jax_reports(cold)
    assert len(baseline) >= 100, output
    assert _jax_reports(warm) == baseline
    assert _jax_reports(parallel) == baseline


def _jax_reports(reports: list[Report]) -> set[tuple[str, int, str | None]]:
    return {
        (r.path, r.line, r.code)
        for r in reports
        if r.severity == "error" and (r.code or "").startswith("jax-")
    }


def test_edits_to_a_library_signature_reach_its_callers(tmp_path: Path) -> None:
    """Removing, then restoring, a `Static` mark in the library changes the caller's
    reports on a warm cache and in a running dmypy, as a user editing both would see."""
    package = tmp_path / "crossmod"
    shutil.copytree(PACKAGE, package)
    config = package / "pyproject.toml"  # mypy does not follow setuptools' editable finder
    config.write_text(
        f'[tool.mypy]\nplugins = ["jaxthink_typing.mypy_plugin"]\nmypy_path = "{ROOT}"\n'
    )
    library = package / "shapes_lib" / "__init__.py"
    marked = library.read_text()
    unmarked = marked.replace("def make_buffer(n: Static[int])", "def make_buffer(n: int)")
    assert unmarked != marked
    # Without the mark the body is followed (a type is no mark): `jnp.zeros(n)` of the
    # traced `n` is then the mistake, shown at the call.
    without_mark = EXPECTED - {("user_code.py", 18, "jax-static-arg")}
    without_mark |= {("user_code.py", 18, "jax-traced-shape")}
    targets = [package / "user_code.py"]
    cache = tmp_path / "cache"
    status = tmp_path / "dmypy.json"
    flags = ["--config-file", str(config), "--cache-dir", str(tmp_path / "d")]
    try:
        for text, expected in ((marked, EXPECTED), (unmarked, without_mark), (marked, EXPECTED)):
            library.write_text(text)
            reports, output = run_mypy(targets, cache, cwd=package)
            assert _summary(reports) == expected, output
            daemon = _dmypy(status, "run", "--", *flags, str(targets[0]), cwd=package)
            assert _dmypy_summary(daemon) == expected, daemon.stdout + daemon.stderr
    finally:
        _dmypy(status, "stop", cwd=package)
