"""What a transformation makes of a tuple, list or dict whose items the engine knows.

JAX flattens a container argument into its leaves and rebuilds the same container inside
the trace, so each item keeps what it is: `batch["mask"]` is still a boolean mask and
`state["step"]` still an array, each now a tracer (jax.jit) or, under equinox's filter_*,
a tracer only where it was an array. A result going back to eager code is rebuilt alike.
"""

from __future__ import annotations

from collections.abc import Callable

from jaxthink_typing.analysis.kinds import UNKNOWN, Kind, Origin, PyType, Value
from jaxthink_typing.analysis.transforms import Axes, AxisSpec

# How deep nested containers are rebuilt (`memo_keys` tells items apart to this depth).
_DEPTH = 3

Leaf = Callable[[Value], Value]


def rebuilt(
    value: Value, leaf: Leaf, kind: Kind, origin: Origin | None, depth: int = _DEPTH
) -> Value | None:
    """A container of `kind` like `value`, each item (and the element they share) a leaf
    made by `leaf` or a container rebuilt likewise, to `_DEPTH` levels, below which a
    container is one leaf; None when `value` is no tuple, list or dict whose items are
    known."""
    if not known_container(value):
        return None

    def item(inner: Value) -> Value:
        return _item(inner, leaf, kind, origin, depth)

    items, entries, elem = value.items, value.entries, value.elem
    return Value(
        kind,
        origin,
        value.pytype,
        items=tuple(map(item, items)) if items is not None else None,
        elem=item(elem) if elem is not None else None,
        entries=tuple((k, item(v)) for k, v in entries) if entries is not None else None,
    )


def known_container(value: Value) -> bool:
    """A tuple, list or dict (no class instance) whose items or entries are known, or
    what each of its items is (a dict filled in a loop)."""
    if value.cls is not None:
        return False
    if value.items is not None or value.entries is not None:
        return True
    return value.elem is not None and value.pytype in _CONTAINERS


_CONTAINERS = frozenset({PyType.DICT, PyType.LIST, PyType.SEQUENCE})


def _item(item: Value, leaf: Leaf, kind: Kind, origin: Origin | None, depth: int) -> Value:
    if not known_container(item):
        return leaf(item)
    if depth > 1:
        return rebuilt(item, leaf, kind, origin, depth - 1) or leaf(item)
    return leaf(Value(item.kind, item.origin, item.pytype))  # its items unknown this deep


def passed_along(value: Value, step: str, file: str | None) -> Value:
    """`value` with `step` ("passed as ... at line N", in `file`) added to the reasons of
    each tracer in it, a container's leaves too."""

    def leaf(item: Value) -> Value:
        if item.origin is None or not item.is_tracer:
            return item
        return item.with_origin(Origin(step, item.origin, file=file, passed=True))

    inner = rebuilt(value, leaf, value.kind, value.origin)
    if inner is None or (inner.items, inner.entries, inner.elem) == (
        value.items,
        value.entries,
        value.elem,
    ):
        return leaf(value)  # no tracer inside: the container as given (its constant too)
    return leaf(inner)


def mapped_by(value: Value, axes: Axes, leaf: Leaf, unmapped: Leaf | None = None) -> Value:
    """What vmap makes of `value` given a dict or tuple of `axes`: a mapped leaf as `leaf`
    makes it, an unmapped one as it was (JAX passes it as it is; `unmapped` makes it
    otherwise where given), in a container of unknown kind whose entries or items are
    those the axes name (with unknown values where `value`'s are not known)."""

    def mapped(inner: Value, spec: AxisSpec) -> Value:
        if isinstance(spec, Axes):
            return mapped_by(inner, spec, leaf, unmapped)
        if not spec:
            return unmapped(inner) if unmapped is not None else inner
        made = rebuilt(inner, leaf, Kind.TRACED, None)
        return made if made is not None else leaf(inner)

    if axes.entries is not None:
        known = dict(value.entries or ())
        entries = tuple((key, mapped(known.get(key, UNKNOWN), spec)) for key, spec in axes.entries)
        return Value(Kind.UNKNOWN, pytype=PyType.DICT, entries=entries)
    specs = axes.items or ()
    given = value.items if value.items is not None and len(value.items) == len(specs) else None
    items = tuple(
        mapped(given[i] if given is not None else UNKNOWN, spec) for i, spec in enumerate(specs)
    )
    return Value(Kind.UNKNOWN, pytype=PyType.SEQUENCE, items=items)
