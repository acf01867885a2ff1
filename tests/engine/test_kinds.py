"""Values: how kinds combine and join, and what an origin chain says."""

from __future__ import annotations

from jaxthink_typing.analysis.kinds import (
    STATIC,
    UNKNOWN,
    Kind,
    Origin,
    PyType,
    Value,
    combine,
    join,
)


def test_combine_and_join() -> None:
    traced = Value(Kind.TRACED, Origin("x"), PyType.ARRAY)
    assert combine([traced, STATIC]).kind is Kind.TRACED
    assert combine([STATIC, STATIC]).kind is Kind.STATIC
    assert combine([STATIC, UNKNOWN]).kind is Kind.UNKNOWN
    assert join(traced, STATIC).kind is Kind.UNKNOWN
    assert join(traced, traced) == traced


def test_origin_chain_names_the_jit_parameter() -> None:
    root = Origin('"x" is a parameter of "f"', static_fix="make x static")
    chained = Origin('passed as "n" to "helper"', root)
    assert chained.root_fix() == "make x static"
    assert "helper" in chained.explain() and '"f"' in chained.explain()
