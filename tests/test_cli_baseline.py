"""The baseline keys a report by code, file, line text and enclosing function: what
survives unrelated edits. (The whole flow through mypy is in test_cli_check.py.)"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from jaxthink_typing.cli import baseline
from jaxthink_typing.cli.baseline import BaselineError, Key
from jaxthink_typing.cli.reports import Place, Report
from jaxthink_typing.cli.source_places import SourceFiles, scopes

SOURCE = """\
import jax


class Model:
    @jax.jit
    def step(self, x):
        if x > 0:
            return x
        if x > 0:
            return -x
        return x


@jax.jit
def f(x):
    if x > 0:
        return x
    return -x
"""


def _report(path: Path, line: int, code: str = "jax-traced-bool") -> Report:
    return Report(code, "error", "m", Place(str(path), line))


def test_an_edit_above_keeps_the_match_a_changed_line_does_not(tmp_path: Path) -> None:
    path = tmp_path / "pkg" / "model.py"
    path.parent.mkdir()
    path.write_text(SOURCE)
    before = [_report(path, 7), _report(path, 9), _report(path, 16)]
    known = baseline.keys_of(before, str(tmp_path), SourceFiles())
    assert known == Counter(
        {
            Key("pkg/model.py", "Model.step", "jax-traced-bool", "if x > 0:"): 2,
            Key("pkg/model.py", "f", "jax-traced-bool", "if x > 0:"): 1,
        }
    )
    # Lines added above every report: all still match at their new lines.
    path.write_text('"""Docs."""\n\nimport math\n' + SOURCE)
    after = [_report(path, 10), _report(path, 12), _report(path, 19)]
    new, old = baseline.split(after, known, str(tmp_path), SourceFiles())
    assert (new, old) == ([], after)
    # A third identical line in Model.step exceeds the count: that one is new.
    third = _report(path, 12)
    new, _ = baseline.split([*after, third], known, str(tmp_path), SourceFiles())
    assert new == [third]
    # Another code on a known line, and a known line in another function, are new.
    other_code = _report(path, 19, "jax-traced-shape")
    path.write_text(SOURCE.replace("def f(x):", "def g(x):"))
    moved = _report(path, 16)
    new, _ = baseline.split([other_code, moved], known, str(tmp_path), SourceFiles())
    assert new == [other_code, moved]


def test_the_file_is_sorted_and_stable(tmp_path: Path) -> None:
    keys = Counter(
        {
            Key("pkg/b.py", "f", "jax-traced-bool", "if x:"): 1,
            Key("pkg/a.py", "", "jax-inplace-update", "x[0] = 1"): 2,
        }
    )
    text = baseline.text(keys)
    assert text.endswith("}\n")
    data = json.loads(text)
    assert data["jaxthink_typing_baseline"] == 1
    assert [entry["file"] for entry in data["reports"]] == ["pkg/a.py", "pkg/b.py"]
    assert list(data["reports"][0]) == ["code", "count", "file", "function", "line_text"]
    path = tmp_path / "baseline.json"
    path.write_text(text)
    assert baseline.load(path) == keys
    assert baseline.text(baseline.load(path)) == text


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        ("{", "not JSON"),
        ('{"reports": []}', "not a baseline file"),
        ('{"jaxthink_typing_baseline": 1, "reports": {}}', '"reports" must be a list'),
        ('{"jaxthink_typing_baseline": 1, "reports": [{"code": 1}]}', "entry 1"),
    ],
)
def test_a_bad_file_is_an_error(tmp_path: Path, content: str, problem: str) -> None:
    path = tmp_path / "baseline.json"
    path.write_text(content)
    with pytest.raises(BaselineError, match=problem):
        baseline.load(path)
    with pytest.raises(BaselineError, match="cannot read"):
        baseline.load(tmp_path / "missing.json")


def test_enclosing_definitions() -> None:
    found = {scope.name: (scope.start, scope.end) for scope in scopes(SOURCE)}
    assert found == {"Model": (4, 11), "Model.step": (5, 11), "f": (14, 18)}
    assert scopes("def broken(:\n") == []


def test_entries_nothing_matches_any_more_are_told(tmp_path: Path) -> None:
    path = tmp_path / "model.py"
    path.write_text(SOURCE)
    known = baseline.keys_of([_report(path, 7), _report(path, 16)], str(tmp_path), SourceFiles())
    # The mistake in `f` was fixed: only Model.step's report is made today.
    today = [_report(path, 7)]
    gone = baseline.stale(today, known, str(tmp_path), SourceFiles())
    assert gone == Counter({Key("model.py", "f", "jax-traced-bool", "if x > 0:"): 1})
    assert baseline.describe_stale(gone) == "  model.py: jax-traced-bool in f: if x > 0:"
    both = [_report(path, 7), _report(path, 16)]
    assert not baseline.stale(both, known, str(tmp_path), SourceFiles())
