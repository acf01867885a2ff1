"""Signatures that survive transformations: `jax.jit(f)` is called like `f`.

Without the plugin, a jitted function is a `JitWrapped` whose `__call__` takes anything.
With it, `jax.jit(f)` keeps `f`'s parameters and result (and `JitWrapped`'s own attributes,
such as `lower`, through the callable's fallback); `vmap` keeps the parameters; `grad`
returns the type of the differentiated argument, `value_and_grad` a (value, grad) pair.
"""

from __future__ import annotations

from mypy.nodes import IntExpr
from mypy.plugin import FunctionContext
from mypy.types import (
    AnyType,
    CallableType,
    Instance,
    TupleType,
    Type,
    TypeOfAny,
    get_proper_type,
)

from jaxthink_typing.analysis import fullnames as fn


def preserved_signature(ctx: FunctionContext, fullname: str) -> Type:
    """The type of `transformation(f, ...)`, from `f`'s own signature where possible."""
    try:
        return _preserved(ctx, fullname)
    except Exception:  # never break mypy: fall back to JAX's own annotation
        return ctx.default_return_type


def _preserved(ctx: FunctionContext, fullname: str) -> Type:
    function = _function_argument(ctx)
    if function is None or function.is_type_obj() or function.variables:
        return ctx.default_return_type
    if fullname in fn.JIT:
        default = get_proper_type(ctx.default_return_type)
        if isinstance(default, Instance):
            return function.copy_modified(fallback=default)
        return ctx.default_return_type
    if fullname in fn.VMAP:
        return function.copy_modified(ret_type=AnyType(TypeOfAny.implementation_artifact))
    if fullname in ("jax._src.api.grad", "jax._src.api.value_and_grad"):
        gradient = _differentiated_type(ctx, function)
        if gradient is None:
            return ctx.default_return_type
        if fullname == "jax._src.api.grad":
            return function.copy_modified(ret_type=gradient)
        fallback = ctx.api.named_generic_type("builtins.tuple", [AnyType(TypeOfAny.special_form)])
        pair = TupleType([function.ret_type, gradient], fallback)
        return function.copy_modified(ret_type=pair)
    return ctx.default_return_type


def _function_argument(ctx: FunctionContext) -> CallableType | None:
    if not ctx.arg_types or len(ctx.arg_types[0]) != 1:
        return None
    given = get_proper_type(ctx.arg_types[0][0])
    return given if isinstance(given, CallableType) else None


def _differentiated_type(ctx: FunctionContext, function: CallableType) -> Type | None:
    """The type of the (single) differentiated parameter, or None if not simple."""
    if _has_keyword(ctx, "has_aux"):
        return None
    position = 0
    for formal, names in zip(ctx.args, ctx.arg_names, strict=False):
        for arg, name in zip(formal, names, strict=False):
            if name == "argnums":
                if not isinstance(arg, IntExpr):
                    return None
                position = arg.value
    if not 0 <= position < len(function.arg_types):
        return None
    return function.arg_types[position]


def _has_keyword(ctx: FunctionContext, keyword: str) -> bool:
    return any(keyword in names for names in ctx.arg_names)
