"""Whether an argument could be made static: jit hashes every static argument at each
call, and raises `ValueError: Non-hashable static arguments` for one whose hash fails.

A message proposes `static_argnames` only for a value that may hash. Known not to: a jax
or NumPy array, a list, dict or set, a dataclass whose `__hash__` is None, and an
instance that hashes its fields (a NamedTuple, a frozen dataclass, a flax struct, an
equinox Module) with a field declared as an array.
"""

from __future__ import annotations

from typing import Final

from mypy.nodes import CallExpr, RefExpr, TypeInfo, Var
from mypy.types import Instance, NoneType, TupleType, Type, UnionType, get_proper_type

from jaxthink_typing.analysis.dataclass_hash import dataclass_hashing
from jaxthink_typing.analysis.kinds import Kind, PyType, Value
from jaxthink_typing.analysis.signatures import Mark, mark_of

_UNHASHABLE_PYTYPES: Final = frozenset(
    {
        PyType.ARRAY,
        PyType.MASK,
        PyType.NDARRAY,
        PyType.NDMASK,
        PyType.LIST,
        PyType.DICT,
        PyType.SET,
    }
)
_FLAX_STRUCT: Final = "flax.struct.dataclass"
_FLAX_NODE: Final = "flax.struct.PyTreeNode"
# Bases that declare no fields of the user's class.
_LIBRARY_MODULES: Final = ("builtins", "typing", "abc", "equinox", "flax", "collections")


def may_hash(value: Value, mark: Mark | None) -> bool:
    """Whether `value` (an argument, `mark` its parameter's declared mark) may be hashed
    by jit as a static argument; False only where its hash is known to fail."""
    if mark == "array" or value.kind is Kind.CONCRETE or value.pytype in _UNHASHABLE_PYTYPES:
        return False
    if value.items is not None and not all(may_hash(item, None) for item in value.items):
        return False
    cls = value.cls
    return cls is None or value.func is not None or not unhashable_class(cls)


def unhashable_class(info: TypeInfo) -> bool:
    """Instances of `info` fail to hash: `__hash__` is None (a plain dataclass), or they
    hash their fields and one is declared an array (or a tuple or union holding one)."""
    if hash_is_none(info):
        return True
    if "__hash__" in info.names:
        return False
    hashing = dataclass_hashing(info)
    if hashing == "unhashable":
        return True
    if hashing == "fields" or info.is_named_tuple or _frozen_pytree(info):
        return any(_declares_array(var.type) for var in _fields(info) if var.type is not None)
    return False


def hash_is_none(info: TypeInfo) -> bool:
    """Instances of `info` do not hash: the first class along the MRO that names `__hash__`
    or writes `__eq__` declares `__hash__` None (`__hash__: ClassVar[None]`), or writes
    `__eq__` alone, for which Python sets `__hash__` to None (argparse's Namespace in any
    typeshed). A class a dataclass, attrs or a `dataclass_transform` builds is left to them."""
    for base in info.mro:
        if base.fullname == "builtins.object" or _generated_class(base):
            return False  # a dataclass below the `__eq__` makes its own hash (or None)
        declared = base.names.get("__hash__")
        if declared is not None:
            node = declared.node
            return isinstance(node, Var) and isinstance(get_proper_type(node.type), NoneType)
        if _writes_eq(base):
            return True
    return False


def _writes_eq(info: TypeInfo) -> bool:
    """The body of `info` defines `__eq__` (not a plugin's generated one)."""
    symbol = info.names.get("__eq__")
    return symbol is not None and not symbol.plugin_generated and symbol.node is not None


def _generated_class(info: TypeInfo) -> bool:
    """`info` is made by a dataclass, attrs or a `dataclass_transform`, which decide its
    hash themselves (read from what mypy's cache keeps, unlike the decorators)."""
    if "dataclass" in info.metadata or "attrs" in info.metadata:
        return True
    metaclass = info.metaclass_type
    return any(
        base.dataclass_transform_spec is not None
        for base in (*info.mro, *(metaclass.type.mro if metaclass else ()))
    )


def array_field(info: TypeInfo) -> str | None:
    """The first field of `info` declared as an array (for messages), if any."""
    return next((v.name for v in _fields(info) if v.type and _declares_array(v.type)), None)


def _frozen_pytree(info: TypeInfo) -> bool:
    """A flax struct or an equinox Module: frozen dataclasses, hashed by their fields."""
    for base in info.mro:
        if base.fullname == _FLAX_NODE or (
            base.fullname.startswith("equinox.") and base.name == "Module"
        ):
            return True
    for decorator in info.defn.decorators:
        target = decorator.callee if isinstance(decorator, CallExpr) else decorator
        if isinstance(target, RefExpr) and target.fullname == _FLAX_STRUCT:
            return True
    return False


def _fields(info: TypeInfo) -> list[Var]:
    """The instance fields `info` and its own bases declare (not a library's)."""
    found: dict[str, Var] = {}
    for base in info.mro:
        if base.module_name.startswith(_LIBRARY_MODULES):
            continue
        for name, symbol in base.names.items():
            var = symbol.node
            if isinstance(var, Var) and not var.is_classvar and not name.startswith("_"):
                found.setdefault(name, var)
    return list(found.values())


def _declares_array(declared: Type, depth: int = 2) -> bool:
    """`jax.Array`, `np.ndarray`, or a tuple or union of which one item is such."""
    if mark_of(declared) == "array":
        return True
    if depth == 0:
        return False
    proper = get_proper_type(declared)
    if isinstance(proper, UnionType):
        return any(_declares_array(item, depth - 1) for item in proper.items)
    if isinstance(proper, TupleType):
        return any(_declares_array(item, depth - 1) for item in proper.items)
    if isinstance(proper, Instance) and proper.type.fullname == "builtins.tuple":
        return any(_declares_array(arg, depth - 1) for arg in proper.args)
    return False
