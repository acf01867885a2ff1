"""Static[T] and Traced[T] are transparent: plain mypy and pyright see T."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path
from typing import Annotated, get_args, get_origin

from jaxthink_typing import Static, Traced
from jaxthink_typing.annotations import STATIC_MARK, TRACED_MARK

DATA = Path(__file__).parent / "data"


def test_aliases_are_annotated_at_runtime() -> None:
    assert get_origin(Static[int]) is Annotated
    assert get_args(Static[int]) == (int, STATIC_MARK)
    assert get_args(Traced[float]) == (float, TRACED_MARK)


def _plain_mypy(path: Path, cache: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--config-file",
            "/dev/null",
            "--strict",
            "--cache-dir",
            str(cache),
            str(path),
        ],
        capture_output=True,
        text=True,
        check=False,
    )


def test_plain_mypy_sees_the_bare_types(tmp_path: Path) -> None:
    clean = _plain_mypy(DATA / "annotated_api.py", tmp_path / "cache")
    assert clean.returncode == 0, clean.stdout + clean.stderr
    broken = _plain_mypy(DATA / "annotated_api_errors.py", tmp_path / "cache")
    assert 'Incompatible types in assignment (expression has type "int"' in broken.stdout


def pyright(path: Path) -> subprocess.CompletedProcess[str]:
    """pyright's report on `path`, with this interpreter's packages (jax, jaxtyping),
    whatever `python` is first on PATH."""
    beside = Path(sys.executable).parent / "pyright"
    command = str(beside) if beside.exists() else shutil.which("pyright") or "pyright"
    return subprocess.run(
        [command, "--pythonpath", sys.executable, str(path)],
        capture_output=True,
        text=True,
        check=False,
    )


def test_pyright_sees_the_bare_types() -> None:
    clean = pyright(DATA / "annotated_api.py")
    assert clean.returncode == 0 and "0 errors" in clean.stdout, clean.stdout + clean.stderr
    broken = pyright(DATA / "annotated_api_errors.py")
    assert '"int" is not assignable to "str"' in broken.stdout, broken.stdout
