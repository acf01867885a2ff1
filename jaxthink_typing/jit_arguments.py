"""What a jitted function accepts: where `f` says `jax.Array`, `jax.jit(f)` takes any
`ArrayLike` (a NumPy array, a Python or NumPy scalar), since JAX converts its arguments.

The signature the plugin keeps for `jax.jit(f)` says so, so that calling a jitted function
with `np.ones(3)` or `0.5` is no new mypy error. `f`'s own body still sees `jax.Array`.
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
    get_proper_type,
)

from jaxthink_typing import mypy_glue

ARRAY: Final = "jax._src.basearray.Array"
# `ArrayLike` is defined beside `Array`, in the module that defines it (jax 0.10-0.12).
ARRAY_LIKE: Final = "ArrayLike"


def accept_array_likes(function: CallableType, api: CheckerPluginInterface) -> CallableType:
    """`function` with each `jax.Array` parameter type (alone, in a union or a tuple)
    widened to `ArrayLike`; unchanged where JAX's `ArrayLike` cannot be found."""
    try:
        widen = _Widen(api)
        arg_types = [widen(arg) for arg in function.arg_types]
    except Exception:  # never break mypy: keep f's own signature
        return function
    return function.copy_modified(arg_types=arg_types) if widen.changed else function


class _Widen:
    def __init__(self, api: CheckerPluginInterface) -> None:
        self.api = api
        self.changed = False
        self._array_like: dict[str, Type | None] = {}

    def __call__(self, typ: Type) -> Type:
        proper = get_proper_type(typ)
        if isinstance(proper, Instance) and proper.type.fullname == ARRAY:
            wider = self._array_like_beside(proper.type.module_name)
            if wider is not None:
                self.changed = True
                return wider
        elif isinstance(proper, UnionType):
            return UnionType.make_union([self(item) for item in proper.items], proper.line)
        elif isinstance(proper, TupleType):
            return proper.copy_modified(items=[self(item) for item in proper.items])
        return typ

    def _array_like_beside(self, module: str) -> Type | None:
        if module not in self._array_like:
            tree = mypy_glue.all_modules(self.api).get(module)
            symbol = tree.names.get(ARRAY_LIKE) if tree is not None else None
            node = symbol.node if symbol is not None else None
            self._array_like[module] = (
                TypeAliasType(node, []) if isinstance(node, TypeAlias) else None
            )
        return self._array_like[module]
