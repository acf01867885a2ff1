"""A mistake in a callee in another module, as a user of a real project meets it: in the
editor's daemon, at the mistake's own place, and silenced from the mistake's own line.

Each test writes a small package (a jitted `step` in `train.py` calling helpers two
modules deep) and runs mypy (or dmypy) on it as a user would.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.mypy_runner import ROOT, Report, run_mypy

HELPERS = """\
import jax.numpy as jnp


def normalize(x):
    norm = jnp.linalg.norm(x)
    return x / norm
"""
MID = """\
from pkg.helpers import normalize


def prepare(x):
    return normalize(x) + 1
"""
TRAIN = """\
import jax

from pkg.helpers import normalize
from pkg.mid import prepare


@jax.jit
def step(x):
    return normalize(x) * 2


@jax.jit
def deep_step(x):
    return prepare(x) * 2
"""
MISTAKE = ("    return x / norm", "    if norm == 0:\n        return x\n    return x / norm")
CONFIG = "[mypy]\nplugins = jaxthink_typing.mypy_plugin\n"


def _package(root: Path) -> Path:
    (root / "pkg").mkdir(parents=True)
    (root / "pkg" / "__init__.py").write_text("")
    (root / "pkg" / "helpers.py").write_text(HELPERS)
    (root / "pkg" / "mid.py").write_text(MID)
    (root / "pkg" / "train.py").write_text(TRAIN)
    (root / "mypy.ini").write_text(CONFIG)
    return root


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new))


def _jax_errors(reports: list[Report]) -> set[tuple[str, int, str, str]]:
    return {
        (Path(r.path).name, r.line, r.code or "", r.message)
        for r in reports
        if r.severity == "error" and (r.code or "").startswith("jax-")
    }


def _dmypy(root: Path, *args: str) -> set[tuple[str, int, str, str]]:
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]),
    }
    command = [sys.executable, "-m", "mypy.dmypy", "--status-file", str(root / "status.json")]
    done = subprocess.run(
        [*command, *args], cwd=root, env=env, capture_output=True, text=True, check=False
    )
    output = done.stdout + done.stderr
    assert "INTERNAL ERROR" not in output and "Traceback" not in output, output
    found = set()
    for line in done.stdout.splitlines():
        if ": error: " in line and "[jax-" in line:
            place, message = line.split(": error: ", 1)
            path, number = place.rsplit(":", 1)
            text, code = message.rsplit("  [", 1)
            found.add((Path(path).name, int(number), code[:-1], text))
    return found


@pytest.mark.slow
def test_the_daemon_sees_a_mistake_newly_written_into_a_callee(tmp_path: Path) -> None:
    """After each edit the daemon gives what a cold run gives: a mistake written into a
    callee, one and two modules away; its removal; a module entered for the first time
    after the daemon started (through another module), then edited."""
    root = _package(tmp_path / "project")
    helpers = root / "pkg" / "helpers.py"

    def cold() -> set[tuple[str, int, str, str]]:
        cache = tmp_path / f"cold{len(list(tmp_path.iterdir()))}"
        config = ["--config-file", str(root / "mypy.ini")]
        reports, _ = run_mypy(["pkg"], cache, *config, cwd=root)
        return _jax_errors(reports)

    try:
        assert _dmypy(root, "run", "--", "pkg") == set() == cold()
        _edit(helpers, *MISTAKE)
        after = _dmypy(root, "run", "--", "pkg")
        # One cause, one report: the analysis of `normalize` is shared by both paths.
        assert {(name, line) for name, line, _, _ in after} == {("train.py", 9)}
        assert after == cold()
        _edit(helpers, "    if norm == 0:", "    if False:")
        assert _dmypy(root, "run", "--", "pkg") == set() == cold()
        # `mid` starts calling a module no analysis entered before; then that one changes.
        (root / "pkg" / "scaling.py").write_text("def scale(x):\n    return x * 3\n")
        _edit(
            root / "pkg" / "mid.py",
            "    return normalize(x) + 1",
            "    from pkg.scaling import scale\n\n    return scale(normalize(x)) + 1",
        )
        assert _dmypy(root, "run", "--", "pkg") == set() == cold()
        _edit(root / "pkg" / "scaling.py", "    return x * 3", "    return x * int(x.sum())")
        after = _dmypy(root, "run", "--", "pkg")
        assert {(name, line) for name, line, _, _ in after} == {("train.py", 14)}
        assert after == cold()
    finally:
        _dmypy(root, "stop")


def _messages(root: Path, cwd: Path, cache: Path, *targets: str) -> list[str]:
    extra = ["--config-file", str(root / "mypy.ini")]
    reports, _ = run_mypy(list(targets), cache, *extra, cwd=cwd)
    return sorted(r.message for r in reports if r.severity == "error")


@pytest.mark.slow
def test_the_report_names_the_mistake_relative_to_the_project_root(tmp_path: Path) -> None:
    """However mypy is started (from the root, with absolute paths, from a subfolder), the
    message starts with the mistake's place relative to the folder of the configuration."""
    root = _package(tmp_path / "project")
    _edit(root / "pkg" / "helpers.py", *MISTAKE)
    from_root = _messages(root, root, tmp_path / "a", "pkg")
    absolute = _messages(root, tmp_path, tmp_path / "b", str(root / "pkg"))
    below = _messages(root, root / "pkg", tmp_path / "c", ".")
    assert from_root == absolute == below, (from_root, absolute, below)
    assert len(from_root) == 1
    assert all(m.startswith('pkg/helpers.py:6: Python "if" needs') for m in from_root)


@pytest.mark.slow
def test_the_report_is_a_short_line_with_notes(tmp_path: Path) -> None:
    root = _package(tmp_path / "project")
    _edit(root / "pkg" / "helpers.py", *MISTAKE)
    config = ["--config-file", str(root / "mypy.ini")]
    reports, output = run_mypy(["pkg"], tmp_path / "cache", *config, cwd=root)
    step = [r for r in reports if r.line == 9 and r.path.endswith("train.py")]
    error, *notes = step
    assert error.severity == "error" and len(error.message) < 120, output
    texts = [n.message for n in notes]
    assert [n.severity for n in notes] == ["note"] * 4, output
    assert texts[0].startswith("Why: ") and '"step", traced by jax.jit' in texts[0], texts
    assert texts[1].startswith("Fix: use jnp.where"), texts
    assert texts[2] == 'Reached from "step" by this call; the mistake is at pkg/helpers.py:6'
    assert texts[3] == "See: python -m jaxthink_typing explain jax-traced-bool"


@pytest.mark.slow
@pytest.mark.parametrize(
    "comment",
    ["  # jaxthink: ignore[jax-traced-bool]", "  # type: ignore[jax-traced-bool]"],
    ids=["own-comment", "type-ignore"],
)
def test_a_comment_on_the_mistakes_line_silences_every_call(tmp_path: Path, comment: str) -> None:
    """One comment where the mistake is silences it at both calls that reach it (in
    another module), and mypy's unused-ignore check does not flag it."""
    root = _package(tmp_path / "project")
    helpers = root / "pkg" / "helpers.py"
    _edit(helpers, *MISTAKE)
    config = ["--config-file", str(root / "mypy.ini"), "--warn-unused-ignores"]
    reports, _ = run_mypy(["pkg"], tmp_path / "before", *config, cwd=root)
    assert len(_jax_errors(reports)) == 1
    _edit(helpers, "    if norm == 0:", f"    if norm == 0:{comment}")
    reports, output = run_mypy(["pkg"], tmp_path / "after", *config, cwd=root)
    assert [r for r in reports if r.severity == "error"] == [], output
    _edit(helpers, comment, "  # jaxthink: ignore[jax-traced-shape]")  # another code
    reports, output = run_mypy(["pkg"], tmp_path / "other", *config, cwd=root)
    assert len(_jax_errors(reports)) == 1, output


NNX_STATE = """\
import jax.numpy as jnp
from flax import nnx


class Counter(nnx.Module):
    def __init__(self):
        self.count = nnx.BatchStat(jnp.zeros(()))


COUNTER = Counter()
"""
NNX_STEPS = """\
import jax

from pkg import nnx_state
from pkg.nnx_state import COUNTER, Counter


@jax.jit
def imported(x):
    COUNTER.count.value = COUNTER.count.value + 1
    return x


@jax.jit
def through_the_module(x):
    nnx_state.COUNTER.count.value = nnx_state.COUNTER.count.value + 1
    return x


@jax.jit
def made_inside(x):
    counter = Counter()
    counter.count.value = counter.count.value + x
    return counter.count.value
"""


def test_an_nnx_object_of_another_module_changed_in_a_trace(tmp_path: Path) -> None:
    """A module-level nnx object is made outside every trace whichever module defines it:
    imported by name, read through its module, or defined beside the step, changing it in
    a trace is the same mistake (Flax raises TraceContextError there)."""
    root = _package(tmp_path / "project")
    (root / "pkg" / "nnx_state.py").write_text(NNX_STATE)
    (root / "pkg" / "nnx_steps.py").write_text(NNX_STEPS)
    reports, _ = run_mypy(
        ["pkg"], tmp_path / "cache", "--config-file", str(root / "mypy.ini"), cwd=root
    )
    found = {
        (name, line) for name, line, code, _ in _jax_errors(reports) if code == "jax-tracer-leak"
    }
    assert found == {("nnx_steps.py", 9), ("nnx_steps.py", 15)}
