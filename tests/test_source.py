"""Snippets in messages are right on lines with non-ASCII text, whichever way this mypy
counts columns there (UTF-8 bytes in mypy 1.x and with --no-native-parser; mypy 2's
native parser counts characters less the extra bytes)."""

from __future__ import annotations

from pathlib import Path

import pytest
from mypy.errors import Errors
from mypy.nodes import AssignmentStmt, CallExpr, Decorator, Expression, IfStmt, MypyFile, OpExpr
from mypy.options import Options

from jaxthink_typing import mypy_glue
from jaxthink_typing.analysis.source import Source, column_convention
from jaxthink_typing.mypy_glue import parse_text
from tests.mypy_runner import run_mypy

CODE = """\
import jax


@jax.jit
def f(x, y):
    label = "größe"; n = int(x + y)
    if "é" and x > y:
        return n
    return x


@jax.jit
def g(x, y):
    label = "größe"; n = len(label)
    if "é" and x > y:
        return n
    return x
"""


def _nodes(options: Options) -> list[Expression]:
    tree = parse_text(CODE, "snippet.py", "snippet", Errors(options), options)
    decorated = tree.defs[1]
    assert isinstance(decorated, Decorator)
    first, second, branch = decorated.func.body.body[:3]
    assert isinstance(first, AssignmentStmt) and isinstance(second, AssignmentStmt)
    assert isinstance(second.rvalue, CallExpr) and isinstance(branch, IfStmt)
    condition = branch.expr[0]
    assert isinstance(condition, OpExpr)
    return [first.rvalue, second.rvalue, second.rvalue.args[0], condition.right]


@pytest.mark.parametrize("native", [True, False, None])
def test_snippets_after_non_ascii_text(native: bool | None) -> None:
    options = Options()
    if native is not None:
        if not hasattr(options, "native_parser"):
            pytest.skip("this mypy has one parser")
        options.native_parser = native
    source = Source(CODE, options)
    snippets = [source.snippet(node) for node in _nodes(options)]
    assert snippets == ['"größe"', "int(x + y)", "x + y", "x > y"]


def test_convention_is_known() -> None:
    assert column_convention(None) in ("bytes", "shifted", "chars")


def test_messages_show_the_snippet(tmp_path: Path) -> None:
    user = tmp_path / "user.py"
    user.write_text(CODE, encoding="utf-8")
    reports, output = run_mypy([user], tmp_path / "cache")
    messages = {r.line: r.message for r in reports if r.severity == "error"}
    assert '"int(x + y)" is traced' in messages[6], output
    assert '"x > y" is traced' in messages[15], output  # g's: f stops at its first raise
    assert "this value" not in output, output


def _release_parse(*keywords: str) -> object:
    """A stand-in for one mypy release's `mypy.parse.parse`: it takes the five positional
    arguments and exactly `keywords` (each required, as 2.0's `file_exists` is)."""

    def parse(
        text: str, path: str, module: str, errors: Errors, options: Options, **given: bool
    ) -> MypyFile:
        if set(given) != set(keywords):
            raise TypeError(f"parse() got {sorted(given)}, takes {sorted(keywords)}")
        tree = MypyFile([], [])
        tree._fullname = f"{module}:{sorted(given.items())}"
        return tree

    return parse


@pytest.mark.parametrize(
    ("keywords", "expected"),
    [
        (("file_exists", "eager"), "m:[('eager', True), ('file_exists', False)]"),
        (("eager",), "m:[('eager', True)]"),
        ((), "m:[]"),
    ],
)
def test_parse_text_fits_each_release(
    keywords: tuple[str, ...], expected: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """mypy 2.0 requires `file_exists`, 2.1 on take `eager` alone, 1.x neither: the text
    is parsed whole, from memory, under each (once found, the keywords are kept)."""
    import mypy.parse

    monkeypatch.setattr(mypy.parse, "parse", _release_parse(*keywords))
    monkeypatch.setattr(mypy_glue, "_parse_keywords", [])
    options = Options()
    for _ in range(2):
        tree = parse_text("x = 1\n", "m.py", "m", Errors(options), options)
        assert tree.fullname == expected
