"""equinox's tree filters: `eqx.filter(model, eqx.is_array)` keeps the arrays of a pytree.

Under `eqx.filter_jit` (and `jax.jit`) the arrays of a traced model are tracers, so the
part of it that `filter` or `partition` keeps by an array predicate holds tracers only
(`jax.tree.leaves(eqx.filter(model, eqx.is_inexact_array))`: a list of tracers). Anything
else, and any other predicate, stays as unknown as before.
"""

from __future__ import annotations

from typing import Final

from jaxthink_typing.analysis.callables import Arg, Opaque
from jaxthink_typing.analysis.kinds import UNKNOWN, Kind, PyType, Value

_FILTER: Final = frozenset({"equinox._filters.filter", "equinox.filter"})
_PARTITION: Final = frozenset({"equinox._filters.partition", "equinox.partition"})
# Predicates true of jax and NumPy arrays only (not of Python numbers: `is_array_like`).
_ARRAY_PREDICATES: Final = frozenset(
    {
        "equinox._filters.is_array",
        "equinox._filters.is_inexact_array",
        "equinox.is_array",
        "equinox.is_inexact_array",
    }
)


def handles(fullname: str) -> bool:
    return fullname in _FILTER or fullname in _PARTITION


def call(fullname: str, args: list[Arg]) -> Value:
    """`filter(tree, spec)` / `partition(tree, spec)` of a traced tree by an array
    predicate: the kept part is the traced tree's arrays (the rest unknown)."""
    kept = _arrays_of(args)
    if fullname in _FILTER:
        return kept
    return Value(Kind.UNKNOWN, pytype=PyType.SEQUENCE, items=(kept, UNKNOWN))


def _arrays_of(args: list[Arg]) -> Value:
    positional = [a for a in args if a.name is None and not a.star]
    named = {a.name: a for a in args if a.name is not None}
    tree = positional[0] if positional else named.get("pytree")
    spec = positional[1] if len(positional) > 1 else named.get("filter_spec")
    if tree is None or spec is None or any(a.star for a in args):
        return UNKNOWN
    inverse = named.get("inverse") or (positional[2] if len(positional) > 2 else None)
    if inverse is not None and inverse.value.const != (False,):
        return UNKNOWN  # the complement: what is not an array
    predicate = spec.value.func
    if not (isinstance(predicate, Opaque) and predicate.fullname in _ARRAY_PREDICATES):
        return UNKNOWN
    value = tree.value
    if not value.is_tracer or value.leaves == "given":
        return UNKNOWN  # built in traced code: an array leaf may be a NumPy constant
    return Value(value.kind, value.origin)  # a tree whose every leaf is a traced array
