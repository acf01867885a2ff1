"""The pre-commit hook checks the whole project: a commit that touches only a callee
module still gets the report of the jitted caller that reaches its mistake."""

from __future__ import annotations

import shlex
import shutil
import sys
from pathlib import Path

import yaml

from tests.cli_project import ROOT, run, write_package


def _hook() -> dict[str, object]:
    (hook,) = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text())
    assert isinstance(hook, dict)
    return hook


def test_the_hook_checks_the_project_not_the_files_passed() -> None:
    hook = _hook()
    assert hook["id"] == "jaxthink-typing"
    assert hook["language"] == "python"
    assert hook["pass_filenames"] is False  # pre-commit passes no file names
    assert hook["always_run"] is True  # also when no Python file is staged


def test_the_hooks_entry_reports_a_mistake_in_a_callee(tmp_path: Path) -> None:
    """As pre-commit runs it: the entry, from the project's folder, with no file names.
    Only `pkg/helpers.py` has the mistake (as if the commit changed only it)."""
    command = shlex.split(str(_hook()["entry"]))
    assert command[0] == "jaxthink-typing"
    scripts = Path(sys.executable).parent
    found = shutil.which(command[0], path=str(scripts)) or shutil.which(command[0])
    assert found, "no jaxthink-typing script: reinstall the package (pip install -e .)"
    root = write_package(tmp_path / "project")
    done = run(root, command=[found, *command[1:]])
    assert done.returncode == 1, done.stdout + done.stderr
    assert done.stdout.splitlines()[:2] == [
        'pkg/helpers.py:6: error: Python "if" needs a concrete bool, but "norm == 0" is traced'
        "  [jax-traced-bool]",
        "    reached from pkg/train.py:9 (step)",
    ]
