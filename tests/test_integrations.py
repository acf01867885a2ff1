"""The editor path (dmypy, with an edit between runs), JSON output, and the pre-commit hook."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import yaml

from tests.mypy_runner import ROOT, run_mypy

BAD = """
import jax

@jax.jit
def f(x):
    if x > 0:
        return x
    return -x
"""
GOOD = BAD.replace("if x > 0:\n        return x\n    return -x", "return jax.numpy.abs(x)")


def _dmypy(status: Path, cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "mypy.dmypy", "--status-file", str(status), *args]
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)


def test_dmypy_follows_edits(tmp_path: Path) -> None:
    source = tmp_path / "model.py"
    source.write_text(textwrap.dedent(BAD))
    status = tmp_path / "status.json"
    flags = ["--config-file", str(ROOT / "pyproject.toml"), "--cache-dir", str(tmp_path / "c")]
    try:
        first = _dmypy(status, tmp_path, "run", "--", *flags, str(source))
        source.write_text(textwrap.dedent(GOOD))
        fixed = _dmypy(status, tmp_path, "run", "--", *flags, str(source))
        source.write_text(textwrap.dedent(BAD))
        broken = _dmypy(status, tmp_path, "run", "--", *flags, str(source))
    finally:
        _dmypy(status, tmp_path, "stop")
    assert "model.py:6: error:" in first.stdout and "[jax-traced-bool]" in first.stdout
    assert "jax-" not in fixed.stdout, fixed.stdout
    assert "model.py:6: error:" in broken.stdout, broken.stdout


def test_json_output_carries_codes(tmp_path: Path) -> None:
    source = tmp_path / "model.py"
    source.write_text(textwrap.dedent(BAD))
    command = [
        sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml"),
        "--cache-dir", str(tmp_path / "c"), "--output", "json", str(source),
    ]  # fmt: skip
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    records = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    assert [(r["line"], r["code"], r["severity"]) for r in records] == [
        (6, "jax-traced-bool", "error")
    ], done.stdout


def test_pre_commit_hook_definition() -> None:
    hooks = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text())
    assert isinstance(hooks, list) and len(hooks) == 1
    hook = hooks[0]
    assert hook["id"] == "jaxthink-typing"
    # --strict-imports: a library missing from the hook's environment fails it.
    assert hook["entry"] == "jaxthink-typing check --strict-imports"
    assert hook["language"] == "python"
    assert {"id", "name", "entry", "language"} <= set(hook)


def test_an_engine_that_cannot_load_leaves_mypy_running(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """If the analysis cannot be imported (a mypy release without an API it uses), mypy
    still checks everything, and the plugin says so once, as a note."""
    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text(
        "import sys\nsys.modules['jaxthink_typing.reporting'] = None  # import fails\n"
    )
    monkeypatch.setenv("PYTHONPATH", str(site))
    for name in ("a.py", "b.py"):
        (tmp_path / name).write_text(BAD + "\nwrong: int = 'text'\n")
    reports, _ = run_mypy(["a.py", "b.py"], tmp_path / "cache", cwd=tmp_path)
    notes = [r for r in reports if "could not load its analysis" in r.message]
    assert len(notes) == 1 and "ModuleNotFoundError" in notes[0].message
    assert not [r for r in reports if r.code is not None and r.code.startswith("jax-")]
    assert sorted(r.path.rsplit("/", 1)[-1] for r in reports if r.code == "assignment") == [
        "a.py",
        "b.py",
    ]
