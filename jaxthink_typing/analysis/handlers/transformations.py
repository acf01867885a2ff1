"""Calls of transformations (`jax.jit(f, ...)`), `functools.partial` and custom
derivative decorators: what function value each produces."""

from __future__ import annotations

from dataclasses import replace

from mypy.nodes import (
    CallExpr,
    DictExpr,
    Expression,
    IntExpr,
    MemberExpr,
    NameExpr,
    StrExpr,
    TupleExpr,
    TypeInfo,
)
from mypy.nodes import Context as Node

from jaxthink_typing.analysis import choices, reverse_mode
from jaxthink_typing.analysis.callables import (
    Arg,
    CustomDerivative,
    FunctionValue,
    LiftedModule,
    LinenApply,
    Opaque,
    RejectedFactory,
    TransformedOp,
    TransformFactory,
)
from jaxthink_typing.analysis.flax_classes import is_linen_module
from jaxthink_typing.analysis.handlers import library_ops, methods
from jaxthink_typing.analysis.interpreter.frame import Frame
from jaxthink_typing.analysis.kinds import UNKNOWN, Kind, PyType, Value
from jaxthink_typing.analysis.rules import recompile, static_arg
from jaxthink_typing.analysis.specs.base import Role, Spec, Transform, parse_static_args
from jaxthink_typing.analysis.specs.jax import EVAL_SHAPE
from jaxthink_typing.analysis.transforms import Level, int_tuple, str_tuple


def transform_call(frame: Frame, spec: Spec, expr: CallExpr) -> Value:
    """`jax.jit(f, static_argnums=1)`, `jax.vmap(f)`, `jax.jvp(f, ...)`."""
    at_once, frame.at_once = frame.at_once, False  # for this call only, not its arguments
    args = _spread(frame.args_of(expr))
    if args is None:
        return UNKNOWN  # `*options`/`**options` of unknown contents: the configuration too
    positional = [a for a in args if a.name is None]
    keywords = {a.name: as_literal(a) for a in args if a.name is not None}
    if spec.role is Role.CALLS_NOW:
        return _call_now(frame, spec, positional, expr)
    config = [a.node for a in positional[1:]]
    if spec.positional:  # `jax.vmap(f, (0, None))`, `jax.grad(f, 1)`
        if len(config) > len(spec.positional):
            return UNKNOWN
        keywords.update(zip(spec.positional, config, strict=False))
    transform = spec.transform(expr.line, keywords)
    if transform is None:
        return UNKNOWN
    if not positional:
        return Value(Kind.STATIC, func=TransformFactory(transform))
    applied = _linen_apply(frame, positional[0].node, transform)
    if applied is not None:
        return applied
    value = wrap(frame, positional[0].value, transform, analyse=not at_once)
    recompile.wrapped(
        frame.ctx, frame.iteration, frame.statement, spec, positional[0], expr, value, at_once
    )
    return value


def _spread(args: list[Arg]) -> list[Arg] | None:
    """The arguments with `*seq` and `**options` of known contents spread out (a project's
    decorator factory that forwards `**jit_kwargs` to jax.jit); None when one's contents
    are unknown."""
    spread: list[Arg] = []
    for arg in args:
        value = arg.value
        if not arg.star:
            spread.append(arg)
        elif value.pytype is PyType.DICT and value.entries is not None:
            for key, item in value.entries:
                if not isinstance(key, str):
                    return None
                spread.append(Arg(item, key, False, arg.node))
        elif value.pytype.is_sequence and value.items is not None:
            spread.extend(Arg(item, None, False, arg.node) for item in value.items)
        else:
            return None
    return spread


def _linen_apply(frame: Frame, node: Expression, transform: Transform) -> Value | None:
    """`jax.jit(model.apply)` (or `model.init`) of a linen Module instance (plain jit-like
    transformations only: `apply(variables, *args)` accepts argnums `__call__` does not
    have)."""
    if not (isinstance(node, MemberExpr) and node.name in ("apply", "init")):
        return None
    spec = transform.spec
    configured = transform.static_argnums or transform.static_argnames
    if spec.role is not Role.WRAPS or transform.level is not Level.ABSTRACT or configured:
        return None
    if spec.mapped or spec.filtered or spec.lifts_modules:
        return None
    module = frame.eval(node.expr)
    if module.cls is None or module.is_tracer or not is_linen_module(module.cls):
        return None
    return Value(Kind.STATIC, func=LinenApply(module, transform, node.name))


def default_transform(spec: Spec, line: int) -> Transform | None:
    """The transformation a bare decorator (`@jax.jit`) applies."""
    if spec.role is not Role.WRAPS:
        return None
    return spec.transform(line, {})


def wrap(frame: Frame, function: Value, transform: Transform, analyse: bool = True) -> Value:
    """`transformation(function)`: analysed where it is made (unless it is called at once,
    `jax.vmap(f)(x, n)`, whose call analyses it with its arguments), and returned."""
    functions = frame.functions
    target = function.func
    if isinstance(target, choices.Choice):  # `jax.jit(LOSSES[name])`: each one
        return choices.each(target, lambda option: wrap(frame, option, transform, analyse))
    if target is None and function.cls is not None:
        target = functions.bound_call(function)  # jax.vmap(model): model.__call__
        if target is None and methods.is_library_layer(function.cls):
            return function  # `jax.vmap(self.embed)` of an eqx.nn layer: called as the layer
    if isinstance(target, Opaque) and isinstance(target.node, TypeInfo):
        # nn.jit(Module) / nn.scan(Module, ...): a lifted class, whose __call__ is traced.
        method = functions.method_of(target.node, "__call__")
        if method is None or not transform.spec.lifts_modules:
            return UNKNOWN
        functions.analyse_definition(
            Value(Kind.STATIC, func=method.with_transform(transform)), frame
        )
        return Value(Kind.STATIC, func=LiftedModule(target.node, transform))
    if isinstance(target, Opaque) and target.fullname is not None:
        return library_ops.wrap_op(frame, target.fullname, (transform,))
    if isinstance(target, TransformedOp):
        return library_ops.wrap_op(frame, target.fullname, (*target.transforms, transform))
    if not isinstance(target, FunctionValue):
        return UNKNOWN
    wrapped = Value(Kind.STATIC, func=target.with_transform(transform))
    if analyse:
        functions.analyse_definition(wrapped, frame)
    return wrapped


def _call_now(frame: Frame, spec: Spec, positional: list[Arg], expr: CallExpr) -> Value:
    """jvp/vjp/linearize/eval_shape call their function at once."""
    if not positional or not isinstance(positional[0].value.func, FunctionValue):
        return UNKNOWN
    target = positional[0].value.func
    if spec.level is Level.DIFF:
        transform = Transform(spec, spec.level, expr.line, argnums=tuple(range(32)))
    else:
        transform = Transform(spec, spec.level, expr.line)
    called = Value(Kind.STATIC, func=target.with_transform(transform))
    if spec.key == EVAL_SHAPE.key:  # `jax.eval_shape(f, *args)`: f traced with these
        frame.functions.call(target.with_transform(transform), positional[1:], expr, frame)
        return UNKNOWN
    if not spec.reverse:
        frame.functions.analyse_definition(called, frame)
        return UNKNOWN
    with reverse_mode.vjp(frame.ctx, spec.shown, expr.line) as pullbacks:
        frame.functions.analyse_definition(called, frame)
    if not pullbacks:
        return UNKNOWN
    pullback = Value(Kind.STATIC, func=pullbacks[0])
    return Value(Kind.UNKNOWN, pytype=PyType.SEQUENCE, items=(UNKNOWN, pullback))


def partial(frame: Frame, args: list[Arg]) -> Value:
    """`functools.partial(f, ...)`: a function with bound arguments, or a configured
    transformation or custom derivative decorator."""
    if not args or args[0].star:
        return UNKNOWN
    head = args[0].value.func
    rest = args[1:]
    if isinstance(head, choices.Choice):  # `partial(LOSSES.get(name), ...)`: each one
        return choices.each(
            head, lambda option: partial(frame, [args[0].with_value(option), *rest])
        )
    if isinstance(head, Opaque) and head.fullname is not None:
        spec = frame.ctx.settings.spec_for(head.fullname)
        if spec is not None and spec.role is Role.CUSTOM_DERIVATIVE:
            factory = _custom_derivative(spec, rest)
            return UNKNOWN if factory is None else Value(Kind.STATIC, func=factory)
        if spec is None or spec.role not in (Role.WRAPS, Role.CALLS_NOW):
            return UNKNOWN
        return _partial_transform(frame, spec, rest)
    if isinstance(head, FunctionValue):
        spread = _keywords_spread(head, rest)
        if spread is None:
            return UNKNOWN
        rest = spread
        bound = tuple(a.value for a in rest if a.name is None)
        names = tuple(a.name for a in rest if a.name is not None)
        keywords = tuple(a.value for a in rest if a.name is not None)
        return Value(
            Kind.STATIC,
            func=replace(
                head,
                bound=head.bound + bound,
                bound_names=head.bound_names + names,
                bound_keywords=head.bound_keywords + keywords,
                cached=False,
                bound_at=head.bound_at if head.bound else len(head.transforms),
                nondiff_argnums=(),
                nondiff_argnames=(),
            ),
        )
    return UNKNOWN


def _keywords_spread(head: FunctionValue, rest: list[Arg]) -> list[Arg] | None:
    """`partial(f, x, **options)`'s arguments, a dict's spread by name: its items where
    known, else every parameter with a default, unknown (`**cfg["kwargs"]` of a config);
    None for anything else spread (`*args`)."""
    spread: list[Arg] = []
    for arg in rest:
        entries = arg.value.entries
        if not arg.star:
            spread.append(arg)
        elif not arg.mapping:
            return None
        elif entries is not None and all(isinstance(k, str) for k, _ in entries):
            spread.extend(Arg(v, str(k), False, arg.node) for k, v in entries)
        else:
            named = {a.name for a in rest if a.name is not None}
            defaults = [
                a.variable.name
                for a in head.node.arguments
                if a.initializer is not None and a.variable.name not in named
            ]
            spread.extend(Arg(UNKNOWN, name, False, arg.node) for name in defaults)
    return spread


def _custom_derivative(spec: Spec, rest: list[Arg]) -> CustomDerivative | None:
    """custom_jvp/custom_vjp's configuration, from literal keyword arguments."""
    keywords = {a.name: a.node for a in rest if a.name is not None}
    if len(keywords) != len(rest):
        return None
    argnums = int_tuple(keywords.get("nondiff_argnums"))
    argnames = str_tuple(keywords.get("nondiff_argnames"))
    if argnums is None or argnames is None:
        return None
    return CustomDerivative(spec.vjp, argnums, argnames)


def custom_derivative_call(spec: Spec, args: list[Arg]) -> Value | None:
    """`jax.custom_vjp(f, nondiff_argnums=...)`: `f`, called with the caller's arguments."""
    if not args or args[0].star or args[0].name is not None:
        return None
    target = args[0].value.func
    factory = _custom_derivative(spec, args[1:])
    if not isinstance(target, FunctionValue) or factory is None:
        return None
    return Value(Kind.STATIC, func=factory.apply(target))


def reject(frame: Frame, factory: RejectedFactory, at: Node) -> Value:
    """A rejected configuration applied to a function (`at`): JAX raises TypeError."""
    static_arg.check_literal_types(frame.ctx, factory.shown, dict(factory.keywords), at)
    return Value(Kind.STATIC, func=Opaque())


def _partial_transform(frame: Frame, spec: Spec, rest: list[Arg]) -> Value:
    """`partial(jax.jit, static_argnames=...)`: a decorator with configuration."""
    keywords = {a.name: as_literal(a) for a in rest if a.name is not None}
    if len(keywords) != len(rest):
        return UNKNOWN
    line = rest[0].node.line if rest else -1
    transform = spec.transform(line, keywords)
    rejected = spec.parse is parse_static_args and static_arg.wrong_literal_types(keywords)
    if transform is None and rejected:
        return Value(Kind.STATIC, func=RejectedFactory(spec.shown, tuple(keywords.items())))
    return UNKNOWN if transform is None else Value(Kind.STATIC, func=TransformFactory(transform))


def as_literal(arg: Arg) -> Expression:
    """An argument as the literal it is known to hold (`static_argnames=names`, where
    `names` holds ("n", "m")), for the configuration parsers, which read literals."""
    literal = _literal(arg.value)
    if literal is None:
        return arg.node  # a literal the value does not say (`in_axes=(0, None)`), or none
    literal.set_line(arg.node)
    return literal


def _literal(value: Value) -> Expression | None:
    """The literal of a known str, int, None, or tuple or str-keyed dict of them (vmap's
    `in_axes=IN_AXES`, a module-level `({"x": 0, "n": None}, None)`)."""
    if value.const is not None:
        const = value.const[0]
        if isinstance(const, str):
            return StrExpr(const)
        if isinstance(const, int) and not isinstance(const, bool):
            return IntExpr(const)
        return None
    if value.pytype is PyType.NONE:
        none = NameExpr("None")
        none.fullname = "builtins.None"
        return none
    if value.entries is not None and value.pytype is PyType.DICT:
        entries: list[tuple[Expression | None, Expression]] = []
        for key, item in value.entries:
            literal = _literal(item)
            if not isinstance(key, str) or literal is None:
                return None
            entries.append((StrExpr(key), literal))
        return DictExpr(entries)
    if value.items is None:
        return None
    items = [_literal(item) for item in value.items]
    if any(item is None for item in items):
        return None
    return TupleExpr([item for item in items if item is not None])
