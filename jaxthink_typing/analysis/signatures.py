"""What a function's declared signature says about tracedness: Static/Traced marks and types.

Signatures are the only facts that cross module boundaries: mypy serialises them in its
cache, with the `Static`/`Traced` aliases intact.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final, Literal, TypeAlias

from mypy.nodes import ARG_OPT, ARG_POS, Decorator, FuncDef, TypeInfo
from mypy.types import (
    CallableType,
    Instance,
    TupleType,
    Type,
    TypeAliasType,
    get_proper_type,
)

# "array": declared a jax or NumPy array; "number": a Python bool, int, float or complex
# (traced by jax.jit as an array, static under equinox's filter_* transformations).
Mark: TypeAlias = Literal["static", "traced", "array", "number", "never"]

STATIC_ALIAS: Final = "jaxthink_typing.annotations.Static"
TRACED_ALIAS: Final = "jaxthink_typing.annotations.Traced"
# Declared types whose traced value is an array leaf, not a container.
_ARRAY_TYPES: Final = frozenset({"jax.Array", "jax._src.basearray.Array", "numpy.ndarray"})
_NUMBER_TYPES: Final = frozenset(
    {"builtins.bool", "builtins.int", "builtins.float", "builtins.complex"}
)
_CONTAINERS: Final = frozenset(
    {"builtins.tuple", "builtins.list", "builtins.dict", "builtins.set", "builtins.frozenset"}
)
# Declared types a transformation can never trace.
_NEVER_TRACED_TYPES: Final = frozenset({"builtins.str", "builtins.bytes", "builtins.type"})


def mark_of(declared: Type) -> Mark | None:
    """The mark a parameter's (or result's) declared type gives it."""
    if isinstance(declared, TypeAliasType) and declared.alias is not None:
        if declared.alias.fullname == STATIC_ALIAS:
            return "static"
        if declared.alias.fullname == TRACED_ALIAS:
            return "traced"
    proper = get_proper_type(declared)
    if isinstance(proper, CallableType):
        return "never"
    if isinstance(proper, Instance):
        if proper.type.fullname in _NEVER_TRACED_TYPES:
            return "never"
        if proper.type.fullname in _ARRAY_TYPES:
            return "array"
        if proper.type.fullname in _NUMBER_TYPES:
            return "number"
    return None


def signature_of(node: object) -> CallableType | None:
    """The declared signature of a def (decorated or not), if mypy has one."""
    if isinstance(node, Decorator):
        node = node.func
    if isinstance(node, FuncDef) and isinstance(node.type, CallableType):
        return node.type
    return None


def parameter_marks(signature: CallableType | None) -> Mapping[str, Mark]:
    """The marks of a signature's parameters by name (not to be changed: shared)."""
    if signature is None:
        return _NO_MARKS
    known = _MARKS.get(id(signature))
    if known is not None and known[0] is signature:
        return known[1]
    marks: dict[str, Mark] = {}
    for name, declared in zip(signature.arg_names, signature.arg_types, strict=False):
        mark = mark_of(declared)
        if name is not None and mark is not None:
            marks[name] = mark
    _MARKS[id(signature)] = (signature, marks)  # the signature kept: its id stays its own
    return marks


_NO_MARKS: Final[Mapping[str, Mark]] = {}
# Each signature's marks, asked at every analysis of its function; emptied by `forget`.
_MARKS: dict[int, tuple[CallableType, dict[str, Mark]]] = {}


def forget() -> None:
    """Drop the remembered marks (called when a module's analysis starts)."""
    _MARKS.clear()


def positional_names(signature: CallableType) -> list[str | None]:
    """Names of the parameters a positional argument can fill, in order."""
    return [
        name
        for name, kind in zip(signature.arg_names, signature.arg_kinds, strict=True)
        if kind in (ARG_POS, ARG_OPT)
    ]


def result_mark(signature: CallableType | None) -> Mark | None:
    return mark_of(signature.ret_type) if signature is not None else None


def parameter_classes(signature: CallableType | None) -> dict[str, TypeInfo]:
    """Parameters declared as instances of a class of the program or a library (a pytree,
    perhaps); not Python's own containers, which say nothing of their leaves' classes."""
    classes: dict[str, TypeInfo] = {}
    if signature is None:
        return classes
    for name, declared in zip(signature.arg_names, signature.arg_types, strict=False):
        proper = get_proper_type(declared)
        if isinstance(proper, TupleType):  # a NamedTuple
            proper = proper.partial_fallback
        if name is None or not isinstance(proper, Instance) or mark_of(declared) is not None:
            continue
        if proper.type.fullname not in _CONTAINERS:
            classes[name] = proper.type
    return classes
