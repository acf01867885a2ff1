"""No silent clean result: where mypy cannot find JAX, or a library that code using JAX
imports, `check` says which (exit status 2 without JAX), and the plugin notes it once
under plain mypy, whatever `ignore_missing_imports` says."""

from __future__ import annotations

import subprocess
import sys
import venv
from pathlib import Path

import pytest

from tests.cli_project import edit, environment, run, write_package

IGNORING = "[mypy]\nplugins = jaxthink_typing.mypy_plugin\nignore_missing_imports = true\n"


def test_a_missing_library_is_named_and_fails_under_strict_imports(tmp_path: Path) -> None:
    root = write_package(tmp_path / "project", ("mypy.ini", IGNORING))
    (root / "pkg" / "model.py").write_text(
        "import jax\nimport flax_not_here.linen as nn\nfrom pkg import helpers\n"
        "try:\n    import optional_not_here\nexcept ImportError:\n    pass\n"
    )
    edit(root / "pkg" / "train.py", "import jax\n", "import jax\nimport flax_not_here\n")
    done = run(root, "check")
    assert done.returncode == 1, done.stdout + done.stderr  # the reports, as before
    assert done.stderr.count("flax_not_here") == 1, done.stderr
    assert "warning: mypy cannot find flax_not_here, imported by code that uses JAX" in (
        done.stderr
    )
    assert "cannot find" not in done.stdout  # the note is not shown as a report
    assert "optional_not_here" not in done.stderr  # an optional import: no warning
    done = run(root, "check", "--strict-imports")
    assert done.returncode == 2, done.stdout + done.stderr
    assert "error: mypy cannot find flax_not_here" in done.stderr
    # Plain mypy: one note, at the first import in a module that uses JAX.
    command = [sys.executable, "-m", "mypy", "--no-incremental", "pkg"]
    mypy = subprocess.run(command, cwd=root, env=environment(), capture_output=True, text=True)
    notes = [line for line in mypy.stdout.splitlines() if "flax_not_here" in line]
    assert (
        len(notes) == 1 and ": note: jaxthink-typing: mypy cannot find the module" in (notes[0])
    ), mypy.stdout


@pytest.mark.slow
def test_no_jax_where_mypy_runs_fails_the_run(tmp_path: Path) -> None:
    """mypy checks for a Python without JAX (`python_executable`, as a pre-commit hook
    environment without it): exit status 2, or a warning with --allow-missing-jax."""
    bare = tmp_path / "bare"
    venv.create(bare, with_pip=False)
    python = bare / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    config = f"{IGNORING}python_executable = {python}\n"
    root = write_package(tmp_path / "project", ("mypy.ini", config))
    done = run(root, "check")
    assert done.returncode == 2, done.stdout + done.stderr
    assert "error: mypy cannot find JAX (the module jax)" in done.stderr, done.stderr
    done = run(root, "check", "--allow-missing-jax")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "warning: mypy cannot find JAX" in done.stderr
