"""The hover's answer (`jaxthink_typing/lsp/hover.py`) from the engine's records
(`analysis/probe.py`): found by position, worded as `reveal_tracedness`'s note, several
contexts joined as that note joins them. No mypy run: the records are made here."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from mypy.nodes import NameExpr

from jaxthink_typing.analysis import probe
from jaxthink_typing.analysis.kinds import Kind, Origin, Value
from jaxthink_typing.lsp import hover

PATH = os.path.abspath("pkg/train.py")
WHY = '"n" is a parameter of "step", traced by jax.jit at line 7'


def _name(name: str, line: int, column: int) -> NameExpr:
    expr = NameExpr(name)
    expr.line, expr.column = line, column
    return expr


@pytest.fixture
def records() -> Iterator[None]:
    """A check of module `pkg.train` that records what the test gives it."""
    probe.enable()
    probe.checking("pkg.train")
    yield
    probe.disable()


def test_answers_are_found_by_position_inside_the_name(records: None) -> None:
    probe.record(
        "pkg/train.py", _name("times", 9, 20), Value(Kind.TRACED, Origin(WHY)), "step", None
    )
    assert probe.answers_at(PATH, 9, 19) == (-1, [])
    for column in (20, 24):
        start, answers = probe.answers_at(PATH, 9, column)
        assert start == 20 and [a.kind for a in answers] == [Kind.TRACED]
    assert probe.answers_at(PATH, 9, 25) == (-1, [])
    assert probe.answers_at(PATH, 10, 20) == (-1, [])


def test_a_new_check_of_the_module_drops_its_records(records: None) -> None:
    probe.record("pkg/train.py", _name("n", 3, 4), Value(Kind.STATIC), "step", None)
    probe.checking("pkg.train")
    assert probe.answers_at(PATH, 3, 4) == (-1, [])


def test_hover_words_the_answer_as_reveal_tracedness(records: None) -> None:
    probe.record("pkg/train.py", _name("n", 3, 4), Value(Kind.TRACED, Origin(WHY)), "step", None)
    probe.record("pkg/train.py", _name("n", 3, 4), Value(Kind.UNKNOWN), "step", None)
    shown = hover.text(probe.answers_at(PATH, 3, 4)[1])
    assert shown is not None
    assert 'tracedness of "n" in "step": traced (an abstract tracer' in shown
    assert f"Why: {WHY}" in shown and "unknown" not in shown


def test_hover_joins_different_answers_and_names_the_entering_call(records: None) -> None:
    traced = Value(Kind.TRACED, Origin(WHY))
    probe.record("pkg/helpers.py", _name("k", 5, 8), traced, "repeat", ("step", 11))
    probe.record("pkg/helpers.py", _name("k", 5, 8), Value(Kind.STATIC), "repeat", None)
    shown = hover.text(probe.answers_at(os.path.abspath("pkg/helpers.py"), 5, 8)[1])
    assert shown is not None
    assert "static (a Python or NumPy value known while tracing) or traced" in shown
    assert "depending on the call" in shown
    assert 'Reached from "step" (module pkg.train, line 11)' in shown


def test_no_answer_without_a_record() -> None:
    assert hover.text([]) is None
