"""Signatures that survive transformations: `jax.jit(f)` is called like `f`.

Without the plugin, a jitted function is a `JitWrapped` whose `__call__` takes anything.
With it, `jax.jit(f)` keeps `f`'s parameters and result (and `JitWrapped`'s own attributes,
such as `lower`, through the callable's fallback); `vmap` keeps the signature (a Python
number result becomes Any); `grad` returns the type of the differentiated argument,
`value_and_grad` a (value, grad) pair.
`functools.partial(jax.jit, static_argnames=...)(f)` (the decorator form) and
`functools.partial(jax.vmap, ...)(f)` keep `f`'s signature the same way.
"""

from __future__ import annotations

from mypy.nodes import CallExpr, Context, Decorator, Expression, IntExpr, RefExpr
from mypy.plugin import FunctionContext, MethodContext
from mypy.types import (
    AnyType,
    CallableType,
    Instance,
    TupleType,
    Type,
    TypeOfAny,
    get_proper_type,
)

from jaxthink_typing import mypy_glue
from jaxthink_typing.analysis import specs
from jaxthink_typing.analysis.specs.base import Signature, Spec
from jaxthink_typing.jit_signature import jitted_signature

_NUMBER_TYPES = frozenset({"builtins.bool", "builtins.int", "builtins.float", "builtins.complex"})


def preserved_signature(ctx: FunctionContext, spec: Spec) -> Type:
    """The type of `transformation(f, ...)`, from `f`'s own signature where possible."""
    try:
        return _preserved(ctx, spec.signature)
    except Exception:  # never break mypy: fall back to JAX's own annotation
        return ctx.default_return_type


def _preserved(ctx: FunctionContext, policy: Signature) -> Type:
    function = _function_argument(ctx)
    if function is None or function.is_type_obj() or function.variables:
        return ctx.default_return_type
    if policy is Signature.KEEP:
        # jax.jit's JitWrapped keeps its attributes (lower, trace) as the fallback; a
        # user's wrapper typed `-> Any` (entry_points) keeps the signature alone.
        default = get_proper_type(ctx.default_return_type)
        if isinstance(default, Instance):
            return jitted_signature(function, ctx.api).copy_modified(fallback=default)
        return function if isinstance(default, AnyType) else ctx.default_return_type
    if policy is Signature.MAPPED:
        return _mapped(function)
    if policy in (Signature.GRADIENT, Signature.VALUE_AND_GRADIENT):
        gradient = _differentiated_type(ctx, function)
        if gradient is None:
            return ctx.default_return_type
        if policy is Signature.GRADIENT:
            return function.copy_modified(ret_type=gradient)
        fallback = ctx.api.named_generic_type("builtins.tuple", [AnyType(TypeOfAny.special_form)])
        pair = TupleType([function.ret_type, gradient], fallback)
        return function.copy_modified(ret_type=pair)
    return ctx.default_return_type


def partial_call_signature(ctx: MethodContext) -> Type:
    """The type of `functools.partial(transformation, ...)(f)`."""
    default = mypy_glue.default_partial_call(ctx)
    try:
        return _partial_preserved(ctx, default)
    except Exception:  # never break mypy
        return default


def _partial_preserved(ctx: MethodContext, default: Type) -> Type:
    wrapped = mypy_glue.partial_target(ctx)
    definition = wrapped.definition if wrapped is not None else None
    # mypy records no target for an overloaded function such as jax.jit: read the
    # `functools.partial(...)` expression itself.
    name = definition.fullname if definition is not None else _partial_head(ctx.context)
    spec = specs.BY_FULLNAME.get(name) if name is not None else None
    policy = spec.signature if spec is not None else Signature.DEFAULT
    if policy not in (Signature.KEEP, Signature.MAPPED):
        return default
    function = _function_argument(ctx)
    if function is None or function.is_type_obj() or function.variables:
        return default
    if policy is Signature.MAPPED:
        return _mapped(function)
    fallback = get_proper_type(default)
    if not isinstance(fallback, Instance):
        return default
    return jitted_signature(function, ctx.api).copy_modified(fallback=fallback)


def _mapped(function: CallableType) -> CallableType:
    """`vmap(f)`: f's signature, as JAX's own annotation says, except that a Python number
    result comes back as an array (Any here)."""
    result = get_proper_type(function.ret_type)
    if isinstance(result, Instance) and result.type.fullname in _NUMBER_TYPES:
        return function.copy_modified(ret_type=AnyType(TypeOfAny.implementation_artifact))
    return function


def _partial_head(context: Context) -> str | None:
    """The function `functools.partial(f, ...)` wraps, where the call of the partial is
    `partial(f, ...)(g)` or the one partial among a definition's decorators."""
    heads: list[Expression] = []
    if isinstance(context, CallExpr):
        heads = [context.callee]
    elif isinstance(context, Decorator):
        heads = [d for d in context.decorators if _partial_of(d) is not None]
    return _partial_of(heads[0]) if len(heads) == 1 else None


def _partial_of(expr: Expression) -> str | None:
    if not (isinstance(expr, CallExpr) and isinstance(expr.callee, RefExpr) and expr.args):
        return None
    if expr.callee.fullname != "functools.partial":
        return None
    head = expr.args[0]
    return head.fullname if isinstance(head, RefExpr) else None


def _function_argument(ctx: FunctionContext | MethodContext) -> CallableType | None:
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
