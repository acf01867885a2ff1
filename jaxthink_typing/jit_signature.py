"""The signature the plugin keeps for `jax.jit(f)`: `f`'s, with JAX's conversions.

JAX converts a jitted function's arguments and results, so where `f` says `jax.Array`, the
jitted function takes any `ArrayLike` (a NumPy array, a Python or NumPy scalar), and where
`f` returns a union with `jax.Array` in it (`ArrayLike`, `chex.Numeric`), its array-like
members (NumPy arrays and scalars, which come back as jax arrays) become `jax.Array`.
Neither adds a mypy error that plain mypy (which sees `Any` there) does not report, and
`f`'s own body still sees its own annotations.
"""

from __future__ import annotations

from typing import Final

from mypy.nodes import TypeAlias
from mypy.plugin import CheckerPluginInterface
from mypy.types import (
    CallableType,
    Instance,
    TupleType,
    Type,
    TypeAliasType,
    UnionType,
    flatten_nested_unions,
    get_proper_type,
)

from jaxthink_typing import mypy_glue

ARRAY: Final = "jax._src.basearray.Array"
# `ArrayLike` is defined beside `Array`, in the module that defines it (jax 0.10-0.12).
ARRAY_LIKE: Final = "ArrayLike"
_PYTHON_SCALARS: Final = frozenset(
    {"builtins.bool", "builtins.int", "builtins.float", "builtins.complex"}
)


def jitted_signature(function: CallableType, api: CheckerPluginInterface) -> CallableType:
    """`function` as `jax.jit` returns it: `jax.Array` parameters widened to `ArrayLike`
    (alone, in a union or a tuple), array-like results in a union with `jax.Array` narrowed
    to it; unchanged where anything is not as expected."""
    try:
        widen = _Widen(api)
        arg_types = [widen(arg) for arg in function.arg_types]
        ret_type = _narrow(function.ret_type)
    except Exception:  # never break mypy: keep f's own signature
        return function
    return function.copy_modified(arg_types=arg_types, ret_type=ret_type)


class _Widen:
    def __init__(self, api: CheckerPluginInterface) -> None:
        self.api = api
        self._array_like: dict[str, Type | None] = {}

    def __call__(self, typ: Type) -> Type:
        proper = get_proper_type(typ)
        if isinstance(proper, Instance) and proper.type.fullname == ARRAY:
            return self._array_like_beside(proper.type.module_name) or typ
        if isinstance(proper, UnionType):
            return UnionType.make_union([self(item) for item in proper.items], proper.line)
        if isinstance(proper, TupleType):
            return proper.copy_modified(items=[self(item) for item in proper.items])
        return typ

    def _array_like_beside(self, module: str) -> Type | None:
        if module not in self._array_like:
            tree = mypy_glue.all_modules(self.api).get(module)
            symbol = tree.names.get(ARRAY_LIKE) if tree is not None else None
            node = symbol.node if symbol is not None else None
            alias = TypeAliasType(node, []) if isinstance(node, TypeAlias) else None
            self._array_like[module] = alias
        return self._array_like[module]


def _narrow(typ: Type) -> Type:
    proper = get_proper_type(typ)
    if isinstance(proper, TupleType):
        return proper.copy_modified(items=[_narrow(item) for item in proper.items])
    if not isinstance(proper, UnionType):
        return typ
    items = [get_proper_type(item) for item in flatten_nested_unions(proper.items)]
    array = next((i for i in items if isinstance(i, Instance) and i.type.fullname == ARRAY), None)
    if array is None:
        return typ
    kept = [item for item in items if not _array_like(item)]
    return UnionType.make_union([array, *kept], proper.line)


def _array_like(typ: Type) -> bool:
    """A jax array, a NumPy array or scalar, or a Python number: what jit returns as a
    jax array."""
    proper = get_proper_type(typ)
    if not isinstance(proper, Instance):
        return False
    info = proper.type
    if info.fullname in _PYTHON_SCALARS or info.fullname == ARRAY:
        return True
    return info.has_base("numpy.ndarray") or info.has_base("numpy.generic")
