"""The language server's quick fixes (`jaxthink_typing/lsp/fixes.py`) on text, and proved
by JAX: each bad example of jax-inplace-update, fixed by the edit, runs; a jitted function
whose parameter the edit makes static runs with a Python loop over it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from jaxthink_typing.analysis.suppression import own_comment
from jaxthink_typing.cli.reports import Call, Place, Report
from jaxthink_typing.lsp import fixes
from tests.cli_project import ROOT, environment

EXAMPLES = ROOT / "examples" / "inplace_update"
MARK = "# E: jax-inplace-update"
PATH = "/project/pkg/train.py"
WHY = 'Why: "n" is a parameter of "step", traced by jax.jit at line 4'
FIX = 'Fix: use lax.fori_loop, or make "n" static with static_argnames=("n",)'


def applied(text: str, edits: tuple[fixes.Edit, ...]) -> str:
    """`text` with the edits (of one file) made, last first, as an editor makes them."""
    lines = text.splitlines(keepends=True)
    for edit in sorted(edits, reverse=True):
        starts = [sum(len(row) for row in lines[:line]) for line in (edit.line, edit.end_line)]
        whole = "".join(lines)
        start, end = starts[0] + edit.column, starts[1] + edit.end_column
        lines = (whole[:start] + edit.text + whole[end:]).splitlines(keepends=True)
    return "".join(lines)


def _report(line: int, code: str = "jax-traced-index", notes: tuple[str, ...] = ()) -> Report:
    return Report(code, "error", "message", Place(PATH, line), notes)


def _static(source: str, line: int = 7) -> str | None:
    fix = fixes.static_argname_fix(_report(line, notes=(WHY, FIX)), {PATH: source})
    return None if fix is None else applied(source, fix.edits)


STEP = """\
import jax


{decorator}
def step(x, n):
    out = x
    for _ in range(n):
        out = out + x
    return out
"""


@pytest.mark.parametrize(
    ("decorator", "expected"),
    [
        ("@jax.jit", '@functools.partial(jax.jit, static_argnames=("n",))'),
        ("@jax.jit(static_argnums=0)", '@jax.jit(static_argnums=0, static_argnames=("n",))'),
        (
            '@functools.partial(jax.jit, static_argnames="m")',
            '@functools.partial(jax.jit, static_argnames=("m", "n"))',
        ),
        (
            "@partial(jax.jit, donate_argnums=0)",
            '@partial(jax.jit, donate_argnums=0, static_argnames=("n",))',
        ),
    ],
)
def test_static_argnames_fix_edits_the_jit_decorator(decorator: str, expected: str) -> None:
    fixed = _static(STEP.format(decorator=decorator))
    assert fixed is not None and expected in fixed.splitlines(), fixed
    # Only a plain @jax.jit needs functools, which the file did not import.
    assert fixed.count("import functools") == (1 if decorator == "@jax.jit" else 0)


def test_static_argnames_fix_needs_the_reports_word_that_static_is_a_fix() -> None:
    source = STEP.format(decorator="@jax.jit")
    report = _report(7, notes=(WHY, "Fix: use lax.fori_loop"))
    assert fixes.static_argname_fix(report, {PATH: source}) is None
    assert (
        _static(STEP.format(decorator='@functools.partial(jax.jit, static_argnames="n")')) is None
    )


def test_static_argnames_fix_edits_the_jitted_caller_in_another_file() -> None:
    helper = "/project/pkg/helpers.py"
    report = Report(
        "jax-traced-index",
        "error",
        "message",
        Place(helper, 3),
        (WHY, FIX),
        (Call(Place(PATH, 5, 12), "step"),),
    )
    source = STEP.format(decorator="@jax.jit")
    fix = fixes.static_argname_fix(report, {helper: "def repeat(x, n):\n    ...\n", PATH: source})
    assert fix is not None and {edit.path for edit in fix.edits} == {PATH}


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("    x[i] = v", "    x = x.at[i].set(v)"),
        ("    x[i] += 1  # keep", "    x = x.at[i].add(1)  # keep"),
        ("    x[a[i], :] *= scale(2)", "    x = x.at[a[i], :].multiply(scale(2))"),
        ("    x[i] -= y[j]", "    x = x.at[i].subtract(y[j])"),
    ],
)
def test_at_update_fix(line: str, expected: str) -> None:
    fix = fixes.at_update_fix(_report(1, "jax-inplace-update"), {PATH: line + "\n"})
    assert fix is not None and applied(line + "\n", fix.edits) == expected + "\n"


@pytest.mark.parametrize("line", ["    x[i] == v", "    if x[i]: y = 1", "    x[i] = v; y = 2"])
def test_at_update_fix_leaves_other_lines(line: str) -> None:
    assert fixes.at_update_fix(_report(1, "jax-inplace-update"), {PATH: line + "\n"}) is None


def test_ignore_fix_silences_the_report_on_its_line() -> None:
    text = "x = 1\n    if norm == 0:  # a comment\n"
    fix = fixes.ignore_fix(_report(2, "jax-traced-bool"), {PATH: text})
    assert fix is not None
    line = applied(text, fix.edits).splitlines()[1]
    assert line.startswith("    if norm == 0:  # a comment")
    assert own_comment(line, "jax-traced-bool") and not own_comment(line, "jax-traced-index")


def _fixed_examples(folder: Path) -> list[Path]:
    written: list[Path] = []
    for example in sorted(EXAMPLES.glob("*.py")):
        text = example.read_text()
        marked = [n for n, row in enumerate(text.splitlines(), 1) if MARK in row]
        if not marked:
            continue
        target = folder / example.name
        report = Report("jax-inplace-update", "error", "m", Place(str(target), marked[0]))
        (fix,) = [f for f in fixes.fixes(report, {str(target): text}) if f.preferred]
        target.write_text(applied(text, fix.edits))
        written.append(target)
    return written


RUN_ALL = """\
import runpy, sys, traceback
for path in sys.argv[1:]:
    try:
        runpy.run_path(path, run_name="__main__")
    except BaseException:
        print("FAILED", path, traceback.format_exc(limit=1))
"""


@pytest.mark.slow
def test_fixed_programs_run_under_jax(tmp_path: Path) -> None:
    programs = _fixed_examples(tmp_path)
    assert len(programs) >= 5
    loop = tmp_path / "loop_static.py"
    source = STEP.format(decorator="@jax.jit") + "\nprint(step(jax.numpy.ones(2), 3))\n"
    fixed = _static(source)
    assert fixed is not None
    loop.write_text(fixed)
    done = subprocess.run(
        [sys.executable, "-c", RUN_ALL, *map(str, [*programs, loop])],
        capture_output=True,
        text=True,
        env=environment(),
    )
    assert done.returncode == 0 and "FAILED" not in done.stdout, done.stdout + done.stderr
    assert "[4. 4.]" in done.stdout
