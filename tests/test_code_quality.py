"""The package passes mypy --strict (with mypy's proper_plugin) and ruff."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)


def test_mypy_strict(tmp_path: Path) -> None:
    done = _run(
        sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(tmp_path), "jaxthink_typing"
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_ruff_check() -> None:
    done = _run(sys.executable, "-m", "ruff", "check", "jaxthink_typing", "tests", "benchmarks")
    assert done.returncode == 0, done.stdout + done.stderr


def test_ruff_format() -> None:
    done = _run(sys.executable, "-m", "ruff", "format", "--check", "jaxthink_typing")
    assert done.returncode == 0, done.stdout + done.stderr
