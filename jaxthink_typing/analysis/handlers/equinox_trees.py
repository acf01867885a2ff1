"""equinox's tree filters: `eqx.filter(model, eqx.is_array)` keeps the arrays of a pytree.

Under `eqx.filter_jit` (and `jax.jit`) the arrays of a traced model are tracers, so the
part of it that `filter` or `partition` keeps by an array predicate holds tracers only
(`jax.tree.leaves(eqx.filter(model, eqx.is_inexact_array))`: a list of tracers). Anything
else, and any other predicate, stays as unknown as before.

`eqx.apply_updates(model, updates)` gives the model back, its arrays moved: an instance of
the same class (`model = eqx.apply_updates(model, updates)` in a training step keeps the
model a model for what its caller does next with it).
"""

from __future__ import annotations

from typing import Final

from jaxthink_typing.analysis.callables import Arg, Opaque
from jaxthink_typing.analysis.kinds import UNKNOWN, Kind, PyType, Value

_FILTER: Final = frozenset({"equinox._filters.filter", "equinox.filter"})
_PARTITION: Final = frozenset({"equinox._filters.partition", "equinox.partition"})
_APPLY_UPDATES: Final = frozenset({"equinox._update.apply_updates", "equinox.apply_updates"})
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
    return fullname in _FILTER or fullname in _PARTITION or fullname in _APPLY_UPDATES


def call(fullname: str, args: list[Arg]) -> Value:
    """`filter(tree, spec)` / `partition(tree, spec)` of a traced tree by an array
    predicate: the kept part is the traced tree's arrays (the rest unknown)."""
    if fullname in _APPLY_UPDATES:
        return _updated(args)
    kept = _arrays_of(args)
    if fullname in _FILTER:
        return kept
    return Value(Kind.UNKNOWN, pytype=PyType.SEQUENCE, items=(kept, UNKNOWN))


def _updated(args: list[Arg]) -> Value:
    """The model `apply_updates(model, updates)` gives: a traced one as it was (its arrays
    traced still); another, of its class, with only the functions it holds known."""
    model = args[0].value if args and args[0].name is None and not args[0].star else UNKNOWN
    if model.cls is None or model.func is not None:
        return UNKNOWN
    if model.is_tracer:
        return model
    held = tuple((name, value) for name, value in model.fields if value.func is not None)
    return Value(Kind.UNKNOWN, cls=model.cls, fields=held)


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
