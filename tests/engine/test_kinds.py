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


def _chain(*steps: tuple[str, str | None]) -> Origin:
    """Origins from the root (first) to the value (last)."""
    origin: Origin | None = None
    for text, file in steps:
        origin = Origin(text, origin, file=file)
    assert origin is not None
    return origin


def test_a_chain_within_the_reports_file_cites_lines() -> None:
    chained = _chain(
        ('"x" is a parameter of "step", traced by jax.jit at line 6', "pkg/train.py"),
        ('passed as "x" to "normalize" at line 9', "pkg/train.py"),
    )
    assert (
        chained.explain("./pkg/train.py")
        == chained.explain("pkg/train.py")
        == (
            'passed as "x" to "normalize" at line 9; '
            '"x" is a parameter of "step", traced by jax.jit at line 6'
        )
    )


def test_a_chain_through_other_files_names_each_and_says_each_step_once() -> None:
    jit = ('"b" is a parameter of "step", traced by jax.jit at line 6', "./pkg/train.py")
    forward = ('passed as "x" to "forward" at line 8', "./pkg/train.py")
    layer = ('passed as "h" to "layer" at line 10', "pkg/model.py")
    chained = _chain(jit, forward, layer, layer, ("", None), ('"m" is traced', None))
    assert chained.explain("pkg/utils.py") == (
        '"m" is traced; passed as "h" to "layer" at pkg/model.py:10; '
        'passed as "x" to "forward" at pkg/train.py:8; '
        '"b" is a parameter of "step", traced by jax.jit at pkg/train.py:6'
    )


def test_a_long_chain_ends_at_its_transformation() -> None:
    calls = [(f'passed as "x" to "f{n}" at line {n}', "pkg/deep.py") for n in range(1, 12)]
    chained = _chain(('"x" is a parameter of "step", traced by jax.jit at line 3', "a.py"), *calls)
    parts = chained.explain("pkg/deep.py").split("; ")
    assert len(parts) == 8
    assert parts[0] == 'passed as "x" to "f11" at pkg/deep.py:11'
    assert parts[5] == "... 5 more steps"  # 12 steps: 5, then the last 2
    assert parts[-1] == '"x" is a parameter of "step", traced by jax.jit at a.py:3'
