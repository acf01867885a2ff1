"""`jaxthink_typing.jit(f)` is typed like `f` plus JAX's jitted-function methods, for mypy
with and without the plugin, and for pyright (tests/data/jitted.py marks the errors)."""

from __future__ import annotations

from pathlib import Path

from tests.mypy_runner import run_mypy
from tests.test_annotations import pyright

DATA = Path(__file__).parent / "data" / "jitted.py"


def _marked_lines() -> set[int]:
    lines = DATA.read_text(encoding="utf-8").splitlines()
    return {number for number, text in enumerate(lines, 1) if "  # E: " in text}


def test_mypy_without_the_plugin(tmp_path: Path) -> None:
    config = tmp_path / "plain.ini"
    config.write_text("[mypy]\n", encoding="utf-8")
    reports, output = run_mypy([DATA], tmp_path / "cache", "--config-file", str(config))
    assert {r.line for r in reports if r.severity == "error"} == _marked_lines(), output


def test_mypy_with_the_plugin(tmp_path: Path) -> None:
    reports, output = run_mypy([DATA], tmp_path / "cache")
    assert {r.line for r in reports if r.severity == "error"} == _marked_lines(), output


def test_pyright() -> None:
    done = pyright(DATA)
    lines = {int(line.split(":")[1]) for line in done.stdout.splitlines() if " - error:" in line}
    assert lines == _marked_lines(), done.stdout
