"""Containers rebuilt leaf by leaf (`traced_containers.py`): what a transformation makes of
each item, the element they share, nesting to a bounded depth, and the reasons a call adds
to the tracers a container carries."""

from __future__ import annotations

from jaxthink_typing.analysis.kinds import STATIC, Kind, Origin, PyType, Value, static
from jaxthink_typing.analysis.traced_containers import known_container, passed_along, rebuilt

ROOT = Origin('"batch" is a parameter of "step"')


def _traced(item: Value) -> Value:
    pytype = PyType.MASK if item.pytype is PyType.MASK else PyType.ARRAY
    return Value(Kind.TRACED, ROOT, pytype)


def test_each_entry_keeps_its_type_and_the_shared_element_is_rebuilt() -> None:
    mask = Value(Kind.CONCRETE, pytype=PyType.MASK)
    batch = Value(
        Kind.UNKNOWN,
        pytype=PyType.DICT,
        entries=(("x", Value(Kind.CONCRETE, pytype=PyType.ARRAY)), ("mask", mask)),
        elem=Value(Kind.CONCRETE, pytype=PyType.ARRAY),
    )
    made = rebuilt(batch, _traced, Kind.TRACED, ROOT)
    assert made is not None and made.kind is Kind.TRACED and made.origin is ROOT
    assert dict(made.entries or ())["mask"].pytype is PyType.MASK
    assert dict(made.entries or ())["x"].kind is Kind.TRACED
    assert made.elem is not None and made.elem.kind is Kind.TRACED


def test_nesting_is_rebuilt_to_three_levels_then_one_leaf() -> None:
    deep = static(PyType.SEQUENCE)
    for _ in range(5):
        deep = Value(Kind.UNKNOWN, pytype=PyType.SEQUENCE, items=(deep,))
    made = rebuilt(deep, _traced, Kind.TRACED, ROOT)
    levels = 0
    while made is not None and made.items is not None:
        levels += 1
        made = made.items[0]
    assert levels == 3
    assert made is not None and made.kind is Kind.TRACED and made.items is None


def test_no_container_without_known_items() -> None:
    assert rebuilt(Value(Kind.UNKNOWN, pytype=PyType.DICT), _traced, Kind.TRACED, ROOT) is None
    assert not known_container(STATIC)


def test_a_call_names_itself_in_each_leaf_tracer_only() -> None:
    leaf = Value(Kind.TRACED, ROOT, PyType.ARRAY)
    pair = Value(Kind.UNKNOWN, pytype=PyType.SEQUENCE, items=(leaf, STATIC))
    passed = passed_along(pair, 'passed as "b" to "loss" at line 3', "pkg/train.py")
    assert passed.items is not None
    first, second = passed.items
    assert first.origin is not None and first.origin.parent is ROOT
    assert 'passed as "b" to "loss"' in first.origin.explain()
    assert second is STATIC  # no tracer: nothing to name
    assert passed.origin is None  # the container itself is no tracer
