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


def test_values_compare_and_hash_by_their_fields() -> None:
    # Value is written out (not a dataclass, for mypyc): it must still behave as a frozen one.
    first = Value(Kind.STATIC, pytype=PyType.NUMBER, const=(3,), items=(STATIC,))
    second = Value(Kind.STATIC, pytype=PyType.NUMBER, const=(3,), items=(STATIC,))
    assert first == second and hash(first) == hash(second) and len({first, second}) == 1
    assert first != Value(Kind.STATIC, pytype=PyType.NUMBER, const=(4,), items=(STATIC,))
    assert first != Value(Kind.STATIC, pytype=PyType.NUMBER, const=(3,), items=(UNKNOWN,))
    assert first != "not a value"
    origin = Origin("o")
    moved = first.with_origin(origin).with_pytype(PyType.ARRAY).with_cls(None)
    assert (moved.origin, moved.pytype, moved.items, moved.const) == (
        origin,
        PyType.ARRAY,
        (STATIC,),
        (3,),
    )
    assert first.with_items(None).items is None and first.items == (STATIC,)
    assert "const=(3,)" in repr(first) and "elem" not in repr(first)


def test_parameters_arguments_and_opaque_functions_compare_by_their_fields() -> None:
    from mypy.nodes import NameExpr

    from jaxthink_typing.analysis.binding import Bound
    from jaxthink_typing.analysis.callables import Arg, Opaque
    from jaxthink_typing.analysis.transforms import Param

    assert Param("x", 0, False, False) == Param("x", 0, False, False)
    assert hash(Param("x", 0, False, False)) == hash(Param("x", 0, False, False))
    assert Param("x", 0, False, False) != Param("x", 0, True, False)
    assert Bound(STATIC, True) == Bound(STATIC, True, None) != Bound(STATIC, True, False)
    assert Bound(STATIC, True, True) != Bound(STATIC, False, True)
    assert len({Opaque("m.f"), Opaque("m.f"), Opaque("m.g")}) == 2
    node = NameExpr("x")
    assert Arg(STATIC, None, False, node) == Arg(STATIC, None, False, node)
    assert Arg(STATIC, None, False, node) != Arg(STATIC, "x", False, node)
    assert Arg(STATIC, None, False, node).with_value(UNKNOWN).value is UNKNOWN
