"""`jaxthink-typing check` reads mypy's JSON lines into reports, and moves a report the
plugin filed at a call back to the mistake's own place (no mypy run here: the lines are
what mypy 2.4.1 printed for a small package)."""

from __future__ import annotations

import json
from pathlib import Path

from jaxthink_typing.cli.mypy_output import filed_reports
from jaxthink_typing.cli.placing import at_mistake
from jaxthink_typing.cli.reports import Call, Place, Report, merged, shown_from, summary
from jaxthink_typing.cli.source_places import SourceFiles

HELPERS = """\
import jax.numpy as jnp


def normalize(x):
    norm = jnp.linalg.norm(x)
    if norm == 0:
        return x
    return x / norm
"""
WHY = 'Why: passed as "x" to "normalize" at line 16; "x" is a parameter of "deep_step"'
FIX = "Fix: use jnp.where(cond, a, b) or lax.cond(cond, true_fn, false_fn, ...)"
SEE = "See: python -m jaxthink_typing explain jax-traced-bool"
REACHED = 'Reached from "deep_step" by this call; the mistake is at pkg/helpers.py:6'
CROSS = 'pkg/helpers.py:6: Python "if" needs a concrete bool, but "norm == 0" is traced'


def _line(file: str, line: int, column: int, message: str, **rest: object) -> str:
    data = {"file": file, "line": line, "column": column, "end_line": line}
    data.update({"message": message, "hint": None, "code": None, "severity": "error"})
    data.update(rest)
    return json.dumps(data)


def _project(tmp_path: Path) -> Path:
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "helpers.py").write_text(HELPERS)
    return tmp_path


def test_notes_come_as_a_hint_or_as_note_lines(tmp_path: Path) -> None:
    """mypy 2 attaches the notes to the error (its `hint`); a mypy without that gives
    them as note lines at the same place and code. A note ending in its own code
    (jax-traced-print) starts a report of its own."""
    train = str(tmp_path / "pkg" / "train.py")
    hinted = _line(
        train, 15, 11, CROSS, hint="\n".join([WHY, FIX, REACHED, SEE]), code="jax-traced-bool"
    )
    print_note = '"print()" shows a tracer, not data: "x" is traced  [jax-traced-print]'
    as_lines = [
        _line(train, 7, 10, print_note, code="jax-traced-print", severity="note"),
        _line(train, 7, 10, "Why: ...", code="jax-traced-print", severity="note"),
        _line(train, 7, 10, print_note, code="jax-traced-print", severity="note"),
        _line(train, 15, 11, CROSS, code="jax-traced-bool"),
        *(
            _line(train, 15, 11, note, code="jax-traced-bool", severity="note")
            for note in (WHY, FIX, REACHED, SEE)
        ),
        "Found 2 errors in 1 file (checked 3 source files)",
    ]
    first = filed_reports(hinted, str(tmp_path))
    second = filed_reports("\n".join(as_lines), str(tmp_path))
    assert first == second[2:]
    assert first == [
        Report("jax-traced-bool", "error", CROSS, Place(train, 15, 12), (WHY, FIX, REACHED, SEE))
    ]
    printed = Report(
        "jax-traced-print",
        "note",
        print_note.removesuffix("  [jax-traced-print]"),
        Place(train, 7, 11),
    )
    assert second[:2] == [
        Report(printed.code, "note", printed.message, printed.place, ("Why: ...",)),
        printed,
    ]


def test_a_report_filed_at_a_call_goes_to_the_mistake(tmp_path: Path) -> None:
    root = _project(tmp_path)
    call = Place(str(root / "pkg" / "train.py"), 15, 12)
    filed = Report("jax-traced-bool", "error", CROSS, call, (WHY, FIX, REACHED, SEE))
    placed = at_mistake(filed, str(root), SourceFiles())
    assert placed == Report(
        "jax-traced-bool",
        "error",
        'Python "if" needs a concrete bool, but "norm == 0" is traced',
        Place(str(root / "pkg" / "helpers.py"), 6, None),
        (WHY, FIX, SEE),
        (Call(call, "deep_step"),),
    )
    # A report at its own place, or not the plugin's, stays as it is.
    local = Report("jax-traced-bool", "error", 'Python "if" needs ...', call, (WHY,))
    assert at_mistake(local, str(root), SourceFiles()) == local
    other = Report("misc", "error", "pkg/helpers.py:6: something", call)
    assert at_mistake(other, str(root), SourceFiles()) == other


def test_without_the_reached_note_the_function_is_read_from_the_source(tmp_path: Path) -> None:
    root = _project(tmp_path)
    (root / "pkg" / "train.py").write_text(
        "import jax\n\n\nclass Trainer:\n    @jax.jit\n    def step(self, x):\n"
        "        return normalize(x)\n"
    )
    call = Place(str(root / "pkg" / "train.py"), 7, 16)
    filed = Report("jax-traced-bool", "error", CROSS, call, (WHY,))
    placed = at_mistake(filed, str(root), SourceFiles())
    assert placed.calls == (Call(call, "Trainer.step"),)


def test_one_mistake_reached_from_two_modules_is_one_report(tmp_path: Path) -> None:
    mistake = Place(str(tmp_path / "pkg" / "helpers.py"), 6)
    calls = [Call(Place(str(tmp_path / "pkg" / name), 9, 12), "step") for name in ("b.py", "a.py")]
    reports = [
        Report("jax-traced-bool", "error", "m", mistake, ("Why: b",), (calls[0],)),
        Report("jax-traced-bool", "error", "m", mistake, ("Why: a",), (calls[1],)),
        Report("jax-traced-shape", "error", "m", Place(mistake.file, 2), ()),
        Report("jax-traced-bool", "error", "m", Place(str(tmp_path / "a.py"), 30), ()),
    ]
    shown = merged(reports)
    assert [(Path(r.place.file).name, r.place.line) for r in shown] == [
        ("a.py", 30),
        ("helpers.py", 2),
        ("helpers.py", 6),
    ]
    assert shown[2].calls == (calls[1], calls[0])  # sorted: a.py first
    assert shown[2].notes == ("Why: a",)
    assert summary(shown) == "3 reports: jax-traced-bool 2, jax-traced-shape 1"
    assert (
        summary(shown[:1], 2) == "1 report: jax-traced-bool 1 (2 more in the baseline, not shown)"
    )
    assert summary([]) == "0 reports"


def test_paths_are_shown_from_the_current_folder(tmp_path: Path) -> None:
    inside = Place(str(tmp_path / "pkg" / "helpers.py"), 6)
    outside = Place("/elsewhere/lib.py", 3)
    report = Report("jax-traced-bool", "error", "m", inside, (), (Call(outside, None),))
    (shown,) = shown_from([report], str(tmp_path))
    assert shown.place.file == "pkg/helpers.py"
    assert shown.calls[0].place.file == "/elsewhere/lib.py"
