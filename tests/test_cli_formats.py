"""Each output format of `jaxthink-typing check` against what its consumers require."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from jaxthink_typing import __version__
from jaxthink_typing.cli.formats import FORMATS, github, sarif
from jaxthink_typing.cli.reports import Call, Place, Report
from jaxthink_typing.codes import EMITTED_CODES
from jaxthink_typing.explain import explain
from jaxthink_typing.explain_text import render as render_text

CROSS = Report(
    "jax-traced-bool",
    "error",
    'Python "if" needs a concrete bool, but "norm == 0" is traced',
    Place("pkg/helpers.py", 6),
    ('Why: "x" is a parameter of "step", traced by jax.jit at line 7', "Fix: use jnp.where"),
    (Call(Place("pkg/train.py", 9, 12), "step"),),
)
PRINT = Report(
    "jax-traced-print", "note", '"print()" shows a tracer', Place("pkg/train.py", 8, 11), ()
)
MYPY = Report(None, "error", "Name 'x' is not defined, 100%: a,b", Place("dir,1/a:b.py", 3, 1))
REPORTS = [CROSS, PRINT, MYPY]


def test_text_is_mypy_like_with_the_notes_indented() -> None:
    assert FORMATS["text"](REPORTS).splitlines() == [
        'pkg/helpers.py:6: error: Python "if" needs a concrete bool, but "norm == 0" is '
        "traced  [jax-traced-bool]",
        "    reached from pkg/train.py:9 (step)",
        '    Why: "x" is a parameter of "step", traced by jax.jit at line 7',
        "    Fix: use jnp.where",
        'pkg/train.py:8: note: "print()" shows a tracer  [jax-traced-print]',
        "dir,1/a:b.py:3: error: Name 'x' is not defined, 100%: a,b",
    ]


def test_json_is_a_list_of_reports() -> None:
    data = json.loads(FORMATS["json"](REPORTS))
    assert isinstance(data, list) and len(data) == 3
    assert data[0] == {
        "code": "jax-traced-bool",
        "severity": "error",
        "message": CROSS.message,
        "location": {"file": "pkg/helpers.py", "line": 6, "column": None},
        "reached_from": [{"file": "pkg/train.py", "line": 9, "column": 12, "function": "step"}],
        "notes": list(CROSS.notes),
    }
    assert data[1]["reached_from"] == [] and data[1]["severity"] == "note"
    assert data[2]["code"] is None
    assert FORMATS["json"]([]) == "[]\n"


def test_sarif_has_the_required_properties_of_2_1_0() -> None:
    """The properties the SARIF 2.1.0 schema requires, and those GitHub code scanning
    reads, checked by hand (no schema validator is a dependency)."""
    log = json.loads(FORMATS["sarif"](REPORTS))
    assert log["version"] == "2.1.0"
    assert log["$schema"] == sarif.SCHEMA and log["$schema"].endswith("sarif-2.1.0.json")
    (run,) = log["runs"]
    driver = run["tool"]["driver"]
    assert driver["name"] == "jaxthink-typing" and driver["version"] == __version__
    rules = driver["rules"]
    ids = [rule["id"] for rule in rules]
    assert ids[: len(EMITTED_CODES)] == [code.name for code in EMITTED_CODES]
    assert ids[len(EMITTED_CODES) :] == ["mypy"]  # the report without a code
    for rule, code in zip(rules, EMITTED_CODES, strict=False):
        assert rule["shortDescription"]["text"] == code.summary
        assert rule["fullDescription"]["text"]
        # With no URL to link, the explanation itself: Markdown, and text for a terminal.
        assert rule["help"]["markdown"] == explain(code.name)
        assert rule["help"]["text"] == render_text(explain(code.name))
        assert "```" not in rule["help"]["text"] and "## Fix" not in rule["help"]["text"]
        assert "helpUri" not in rule  # this package names no repository
        level = "note" if code.severity == "note" else "error"
        assert rule["defaultConfiguration"]["level"] == level
    results = run["results"]
    assert len(results) == 3
    for result in results:
        assert isinstance(result["ruleId"], str)
        assert rules[result["ruleIndex"]]["id"] == result["ruleId"]
        assert isinstance(result["message"]["text"], str) and result["message"]["text"]
        assert result["level"] in ("error", "warning", "note", "none")
        for location in result["locations"]:
            physical = location["physicalLocation"]
            assert isinstance(physical["artifactLocation"]["uri"], str)
            assert physical["region"]["startLine"] >= 1
    first = results[0]
    assert first["locations"][0]["physicalLocation"] == {
        "artifactLocation": {"uri": "pkg/helpers.py", "uriBaseId": "%SRCROOT%"},
        "region": {"startLine": 6},
    }
    assert first["message"]["text"].splitlines()[:2] == [
        CROSS.message,
        "reached from pkg/train.py:9 (step)",
    ]
    (related,) = first["relatedLocations"]
    assert related["physicalLocation"]["region"] == {"startLine": 9, "startColumn": 12}
    assert related["message"]["text"] == "reached from pkg/train.py:9 (step)"
    assert results[1]["level"] == "note" and "relatedLocations" not in results[1]
    # A URI, not a path: reserved characters are escaped.
    assert results[2]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == (
        "dir%2C1/a%3Ab.py"
    )
    base = run["originalUriBaseIds"]["%SRCROOT%"]["uri"]
    assert base.startswith("file://") and base.endswith("/")


def test_sarif_absolute_paths_are_file_uris(tmp_path: Path) -> None:
    place = Place(str(tmp_path / "x y.py"), 2)
    physical = sarif.physical_location(place)
    assert physical["artifactLocation"] == {"uri": (tmp_path / "x y.py").as_uri()}
    assert "%20" in (tmp_path / "x y.py").as_uri()


def test_github_workflow_commands_escape_as_github_requires() -> None:
    lines = FORMATS["github"](REPORTS).splitlines()
    assert lines[0] == (
        "::error file=pkg/helpers.py,line=6,title=jax-traced-bool::"
        'Python "if" needs a concrete bool, but "norm == 0" is traced'
        "%0Areached from pkg/train.py:9 (step)"
        '%0AWhy: "x" is a parameter of "step", traced by jax.jit at line 7'
        "%0AFix: use jnp.where"
    )
    assert lines[1] == (
        '::notice file=pkg/train.py,line=8,col=11,title=jax-traced-print::"print()" shows a tracer'
    )
    # Properties escape `,` and `:` too; the message escapes `%` (and CR, LF) only.
    assert lines[2] == (
        "::error file=dir%2C1/a%3Ab.py,line=3,col=1,title=mypy::"
        "Name 'x' is not defined, 100%25: a,b"
    )
    assert len(lines) == 3  # no report spans two lines
    assert github.escape_data("a\r\nb%") == "a%0D%0Ab%25"


def test_sarif_links_the_pages_of_a_named_repository(monkeypatch: pytest.MonkeyPatch) -> None:
    """Where the installed package names its repository, each rule's helpUri is its page
    there at this version."""
    monkeypatch.setattr(sarif, "repository_url", lambda: "https://example.org/jt")
    log = json.loads(FORMATS["sarif"](REPORTS))
    driver = log["runs"][0]["tool"]["driver"]
    assert driver["informationUri"] == "https://example.org/jt"
    for rule, code in zip(driver["rules"], EMITTED_CODES, strict=False):
        page = f"https://example.org/jt/blob/v{__version__}/jaxthink_typing/explanations"
        assert rule["helpUri"] == f"{page}/{code.name}.md"
