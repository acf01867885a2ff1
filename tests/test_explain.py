"""`python -m jaxthink_typing explain`: the command line over the explanation pages."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from jaxthink_typing.codes import ANALYSIS_LIMIT, EMITTED_CODES, REVEAL, Code
from jaxthink_typing.explain import UnknownCodeError, explain, list_codes, normalize
from jaxthink_typing.explain_text import render as render_text

ROOT = Path(__file__).resolve().parent.parent
EXPLANATIONS = ROOT / "jaxthink_typing" / "explanations"


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "jaxthink_typing", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )


def test_explain_full_name() -> None:
    done = _cli("explain", "jax-traced-bool", "--markdown")
    assert done.returncode == 0, done.stderr
    assert done.stdout == (EXPLANATIONS / "jax-traced-bool.md").read_text(encoding="utf-8")
    assert done.stdout.startswith("# jax-traced-bool\n")
    assert "## Fix" in done.stdout


def test_explain_is_rendered_for_a_terminal() -> None:
    """Without --markdown: no fences or heading marks; titles underlined, code indented."""
    done = _cli("explain", "jax-traced-bool")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[:2] == ["jax-traced-bool", "=" * len("jax-traced-bool")]
    assert not [line for line in lines if line.startswith(("```", "#"))]
    fix = lines.index("Fix")
    assert lines[fix + 1] == "---"
    assert "    @jax.jit" in lines[fix:]  # the rewrite, indented as a block
    assert "`jnp.where`" in done.stdout  # inline code keeps its backticks


def test_rendering_links_and_emphasis() -> None:
    text = "# T\n\nSee **this** and [the guide](docs/guide.md).\n```python\nx = 1\n```\n"
    assert render_text(text) == "T\n=\n\nSee this and the guide (docs/guide.md).\n    x = 1\n"


def test_explain_without_prefix() -> None:
    done = _cli("explain", "traced-bool")
    assert done.returncode == 0, done.stderr
    assert done.stdout == _cli("explain", "jax-traced-bool").stdout


def test_explain_list() -> None:
    done = _cli("explain", "--list")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == len(EMITTED_CODES)
    for line, code in zip(lines, EMITTED_CODES, strict=True):
        name, summary = line.split(maxsplit=1)
        assert name == code.name
        assert summary == code.summary + "."


def test_explain_unknown_code() -> None:
    done = _cli("explain", "jax-no-such-code")
    assert done.returncode == 2
    assert done.stdout == ""
    assert "unknown code 'jax-no-such-code'" in done.stderr
    for code in EMITTED_CODES:
        assert code.name in done.stderr


@pytest.mark.parametrize("code", [REVEAL, ANALYSIS_LIMIT], ids=lambda code: code.name)
def test_the_notes_outside_the_rules_are_explained(code: Code) -> None:
    """The plugin emits jax-reveal and jax-analysis-limit too; `explain` knows them."""
    done = _cli("explain", code.name)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"{code.name}\n")


@pytest.mark.parametrize(
    "args",
    [("explain",), ("explain", "--list", "jax-traced-bool"), (), ("no-such-command",)],
    ids=["no-code", "code-and-list", "no-command", "unknown-command"],
)
def test_usage_errors_exit_2(args: tuple[str, ...]) -> None:
    done = _cli(*args)
    assert done.returncode == 2
    assert "usage:" in done.stderr


def test_api() -> None:
    assert normalize("traced-bool") == normalize("jax-traced-bool") == "jax-traced-bool"
    assert [name for name, _ in list_codes()] == [code.name for code in EMITTED_CODES]
    for code in EMITTED_CODES:
        assert explain(code.name).startswith(f"# {code.name}\n")
    with pytest.raises(UnknownCodeError, match="known codes: jax-traced-bool"):
        explain("bool")
