"""Calls: the dispatch from a callee to its handler (built-ins, jax operations, methods,
transformations, control flow), and calls of values the engine evaluated."""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from mypy.nodes import (
    CallExpr,
    Decorator,
    Expression,
    MemberExpr,
    NameExpr,
    RefExpr,
    TypeInfo,
    Var,
)

from jaxthink_typing.analysis import choices, instances, linen_state, reverse_mode, specs
from jaxthink_typing.analysis import fullnames as fn
from jaxthink_typing.analysis.callables import (
    Arg,
    FunctionValue,
    InjectedFactory,
    LiftedModule,
    LinenApply,
    Opaque,
    RejectedFactory,
    TransformedOp,
    TransformFactory,
)
from jaxthink_typing.analysis.dataclass_hash import hashed_fields
from jaxthink_typing.analysis.flax_classes import is_linen_module
from jaxthink_typing.analysis.handlers import (
    equinox_trees,
    jax_ops,
    library_ops,
    methods,
    optax_schedules,
    transformations,
)
from jaxthink_typing.analysis.handlers.builtins import BUILTINS, check_print, math_call
from jaxthink_typing.analysis.handlers.control_flow import control_flow
from jaxthink_typing.analysis.interpreter.expressions import is_module_ref
from jaxthink_typing.analysis.interpreter.frame import Frame
from jaxthink_typing.analysis.kinds import STATIC, UNKNOWN, Kind, Origin, PyType, Value
from jaxthink_typing.analysis.pytrees import given_fields, is_equinox, is_pytree_class
from jaxthink_typing.analysis.rules import reveal, static_arg
from jaxthink_typing.analysis.signatures import (
    parameter_marks,
    positional_names,
    result_mark,
    signature_of,
)
from jaxthink_typing.analysis.specs.base import Role
from jaxthink_typing.analysis.transforms import Level


def evaluate_call(frame: Frame, expr: CallExpr) -> Value:
    callee = expr.callee
    if isinstance(callee, MemberExpr) and callee.name == "create":
        owner = callee.expr.node if isinstance(callee.expr, RefExpr) else None
        if isinstance(owner, TypeInfo) and owner.has_base(fn.TRAIN_STATE):
            return _train_state(owner, frame.args_of(expr))
    if isinstance(callee, RefExpr) and isinstance(callee.node, TypeInfo) and callee.node.is_enum:
        # `lax.Precision("highest")`: a member of an enum, a Python object (not an array).
        given = frame.args_of(expr)
        kind = Kind.STATIC if all(a.value.kind is Kind.STATIC for a in given) else Kind.UNKNOWN
        return Value(kind, cls=callee.node)
    if isinstance(callee, MemberExpr) and callee.name in linen_state.STATE_METHODS:
        module = frame.eval(callee.expr)  # `self.param(...)`, `self.variable(...)` in linen
        if linen_state.is_state_call(module, callee.name):
            return linen_state.state_call(frame, module, callee.name, frame.args_of(expr))
    fullname = _static_fullname(callee) or _untyped_fullname(frame, callee)
    if fullname is not None:
        handled = _by_fullname(frame, fullname, expr)
        if handled is not None:
            return handled
    if isinstance(callee, MemberExpr) and fullname is None and not is_module_ref(callee.expr):
        return methods.method_call(frame, callee, expr)
    # `jax.vmap(f)(x, n)`: the transformed function is analysed with these arguments only
    # (an argument JAX rejects at the call stops it before the body is traced).
    saved, frame.at_once = frame.at_once, isinstance(callee, CallExpr)
    try:
        function = frame.eval(callee)
    finally:
        frame.at_once = saved
    args = frame.args_of(expr)
    return _call_value(frame, function, args, expr)


def _call_value(frame: Frame, function: Value, args: list[Arg], expr: CallExpr) -> Value:
    """Call a value the engine evaluated: a function, a decorator factory, or unknown."""
    functions = frame.functions
    target = function.func
    if target is None and function.cls is not None:
        target = functions.bound_call(function)  # calling an instance: its __call__
        if target is None and methods.is_library_layer(function.cls):
            return methods.flax_output(function, args)
    if isinstance(target, FunctionValue):
        return functions.call(target, args, expr, frame)
    if isinstance(target, choices.Choice):  # `LOSSES[cfg.loss](logits, labels)`
        return choices.call(
            target, lambda option: _call_value(frame, option, args, expr), args=args
        )
    if isinstance(target, reverse_mode.Pullback):
        return reverse_mode.call_pullback(frame.ctx, target, expr)
    if isinstance(target, LiftedModule):  # the lifted class, or an instance of it
        if function.cls is None:
            return Value(Kind.UNKNOWN, cls=target.cls, func=target)
        if target.transform.spec in (specs.flax.LINEN_REMAT, specs.flax.LINEN_CHECKPOINT):
            _lifted_call(frame, function, target, args, expr)
        return methods.flax_output(function, args)
    if isinstance(target, LinenApply):
        return methods.linen_apply(frame, target.module, target.name, args, expr, target.transform)
    if isinstance(target, TransformedOp):
        return library_ops.call_op(frame, target, args, expr)
    if isinstance(target, RejectedFactory) and args and not args[0].star:
        return transformations.reject(frame, target, expr)
    if isinstance(target, InjectedFactory):
        return optax_schedules.injected(target, args)
    if isinstance(target, TransformFactory) and args and not args[0].star:
        return transformations.wrap(frame, args[0].value, target.transform)
    if isinstance(target, Opaque) and target.fullname is not None:
        # A jax operation called through another name (`zeros = jnp.zeros`) while JAX
        # traces. Run eagerly it stays unknown: reach.py counts only calls by name as
        # sources of concrete arrays.
        if frame.level is not Level.EAGER and frame.ctx.api.is_jax_op(target.fullname):
            return jax_ops.jax_op(frame, target.fullname, args, expr)
        handled = _by_fullname_args(frame, target.fullname, expr, args)
        if handled is not None:
            return handled
    if isinstance(target, Opaque) and isinstance(target.node, TypeInfo):
        # An instance: its class is known, and it holds tracers if it is given any.
        tracer = next((a.value for a in args if a.value.is_tracer), None)
        tree = frame.ctx.tree_for(target.node.module_name)
        if tracer is not None and is_pytree_class(target.node, tree):
            fields = given_fields(target.node, args, frame.ctx.tree_for) or ()
            made = Value(tracer.kind, tracer.origin, cls=target.node, leaves="given", fields=fields)
            return _checked(frame, made, args, expr)
        if target.node.has_base(fn.NNX_OPTIMIZER):
            return methods.nnx_optimizer(target.node, args)
        if target.node.has_base(fn.NNX_LIST) and len(args) == 1 and not args[0].star:
            # `nnx.List([Block(k) for k in keys])`: the blocks it holds, as the list did.
            given = args[0].value
            return Value(Kind.UNKNOWN, cls=target.node, items=given.items, elem=given.elem)
        fields = instances.constructed(frame, target.node, args)
        fields = fields or hashed_fields(target.node, args, tree)
        fields = fields or instances.dataclass_fields(frame, target.node, args, tree)
        init = target.node.names.get("__init__")
        generated = init is not None and init.plugin_generated  # a dataclass's fields
        if not fields and generated and is_pytree_class(target.node, tree):
            # What each field holds (`Solver(matrix=a, sweeps=25)`): equinox's filter_*
            # trace its arrays only, and a Python number there stays static.
            fields = given_fields(target.node, args, frame.ctx.tree_for) or ()
        if not fields and is_linen_module(target.node):
            # A linen Module's attributes are its constructor's arguments (`Block(n, dim)`
            # made in a traced `__call__`: a traced `n` stays traced as `self.n`).
            fields = given_fields(target.node, args, frame.ctx.tree_for) or ()
        made = Value(Kind.UNKNOWN, cls=target.node, fields=fields, local=frame.traced)
        return _checked(frame, made, args, expr)
    if isinstance(target, Opaque):
        return _by_signature(frame, target, args, expr)
    return UNKNOWN


# Libraries whose classes' constructors and hooks the engine does not enter.
_LIBRARY_CLASSES: Final = ("equinox.", "flax.", "builtins.")


def _checked(frame: Frame, instance: Value, args: list[Arg], expr: CallExpr) -> Value:
    """A new instance, once what its class runs on it has been analysed: its own
    `__init__` given a tracer (`_init_given_tracers`), a dataclass's
    `__post_init__` (after a generated `__init__`, its fields what the call gives) and
    each `__check_init__` of an equinox Module and its bases, which equinox calls (a
    check of a traced field there fails as anywhere in the trace)."""
    cls = instance.cls
    assert cls is not None
    init = cls.names.get("__init__")
    generated = init is not None and init.plugin_generated
    if not generated:
        _init_given_tracers(frame, cls, args, expr)
    hooks = [(cls, "__post_init__")] if generated else []
    if is_equinox(cls):
        hooks.extend((base, "__check_init__") for base in cls.mro if "__check_init__" in base.names)
    made = instance
    if generated and not instance.fields:
        made = Value(
            instance.kind,
            instance.origin,
            cls=cls,
            fields=given_fields(cls, args, frame.ctx.tree_for) or (),
        )
    for owner, name in hooks:
        if owner.fullname.startswith(_LIBRARY_CLASSES):
            continue
        method = frame.functions.method_of(owner, name)
        if method is not None:
            frame.functions.call(method, [Arg(made, None, False, expr)], expr, frame)
    return instance


def _init_given_tracers(frame: Frame, cls: TypeInfo, args: list[Arg], expr: CallExpr) -> None:
    """The program's own `__init__`, called with a tracer: analysed as a call, whose
    reports are shown here. (`instances.constructed` runs it for the attributes it sets
    only, muted in another module, whose own check does not know this call's arguments,
    and not at all for a registered pytree class.)"""
    if not any(a.value.is_tracer for a in args):
        return
    own = cls.get_method("__init__")
    func = own.func if isinstance(own, Decorator) else own
    owner = func.info if func is not None else None
    if owner is None or owner.fullname.startswith(_LIBRARY_CLASSES):
        return
    method = frame.functions.method_of(owner, "__init__")
    if method is not None:
        made = Value(Kind.UNKNOWN, cls=cls, local=frame.traced)
        frame.functions.call(method, [Arg(made, None, False, expr), *args], expr, frame)


def _lifted_call(
    frame: Frame, instance: Value, lifted: LiftedModule, args: list[Arg], expr: CallExpr
) -> None:
    """`nn.remat(Block)(dim)(x, training)`: the block's `__call__`, with this call's
    arguments, under the lifted transformation (which traces each of them, a Python
    bool too, but its static_argnums, which count self)."""
    method = frame.functions.method_of(lifted.cls, "__call__")
    if method is None:
        return
    transformed = method.with_transform(lifted.transform)
    module = Value(instance.kind, instance.origin, cls=instance.cls, fields=instance.fields)
    bound = replace(transformed, bound=(module,), bound_at=len(transformed.transforms))
    frame.functions.call(bound, args, expr, frame)


def _train_state(owner: TypeInfo, args: list[Arg]) -> Value:
    """`TrainState.create(apply_fn=model.apply, params=..., tx=...)` (or a subclass's): an
    instance that keeps which function `apply_fn` is, for the jitted step that calls it."""
    held = {
        a.name: a.value for a in args if a.name in ("apply_fn", "tx") and a.value.func is not None
    }
    return Value(Kind.UNKNOWN, cls=owner, fields=tuple(held.items()))


def _by_signature(frame: Frame, target: Opaque, args: list[Arg], expr: CallExpr) -> Value:
    """A function defined elsewhere: only its declared Static/Traced marks are known."""
    signature = signature_of(target.node)
    if signature is None:
        return UNKNOWN
    marks = parameter_marks(signature)
    positional = positional_names(signature)
    name = signature.name or (target.fullname or "?").rsplit(".", 1)[-1]
    index = 0
    for arg in args:
        if arg.star:
            break
        param = arg.name if arg.name is not None else None
        if arg.name is None:
            param = positional[index] if index < len(positional) else None
            index += 1
        if param is not None and marks.get(param) == "static" and arg.value.kind is Kind.TRACED:
            static_arg.traced_for_static(frame.ctx, expr, arg.value, param, name)
            return UNKNOWN
    result = result_mark(signature)
    if result == "static":
        return STATIC
    if result == "traced" and frame.level is Level.ABSTRACT:
        origin = Origin(f'the result of "{name}", declared Traced[...]')
        return Value(Kind.TRACED, origin, PyType.ARRAY)
    return UNKNOWN


def _static_fullname(callee: Expression) -> str | None:
    """The fullname of a callee that names a definition rather than a local value."""
    if not isinstance(callee, RefExpr) or not callee.fullname:
        return None
    node = callee.node
    if isinstance(node, Var):  # an alias: `remat = checkpoint` in flax.linen
        library = callee.fullname.startswith(("jax.", "numpy.", "math.", "builtins."))
        known = library or callee.fullname in specs.BY_FULLNAME
        return callee.fullname if known else None
    if node is None:
        return None
    return callee.fullname


def _untyped_fullname(frame: Frame, callee: Expression) -> str | None:
    """`optax.global_norm` (or `global_norm` imported from it) of a package mypy has no
    types for: a name of a package in `fn.MODELLED_LIBRARIES`, or one the model has."""
    attributes: list[str] = []
    base = callee
    while isinstance(base, MemberExpr):  # `optax.tree.norm`
        attributes.insert(0, base.name)
        base = base.expr
    if not (isinstance(base, NameExpr) and isinstance(base.node, Var)):
        return None
    if not base.node.is_suppressed_import:
        return None
    imported = frame.ctx.untyped_import(base.name)
    if imported is None:
        return None
    fullname = ".".join((imported, *attributes))
    modelled = frame.ctx.api.lookup(fullname) is not None
    return fullname if modelled or fullname.startswith(fn.MODELLED_LIBRARIES) else None


def _by_fullname(frame: Frame, fullname: str, expr: CallExpr) -> Value | None:
    spec = frame.ctx.settings.spec_for(fullname)
    if spec is not None and spec.role in (Role.BODIES, Role.CALLBACK):
        return control_flow(frame, spec, fullname, expr)
    if spec is not None and spec.role in (Role.WRAPS, Role.CALLS_NOW):
        return transformations.transform_call(frame, spec, expr)
    if frame.ctx.api.is_jax_op(fullname):
        return jax_ops.jax_op(frame, fullname, frame.args_of(expr), expr)
    return _by_fullname_args(frame, fullname, expr, frame.args_of(expr))


def _by_fullname_args(frame: Frame, fullname: str, expr: CallExpr, args: list[Arg]) -> Value | None:
    spec = frame.ctx.settings.spec_for(fullname)
    builtin = BUILTINS.get(fullname)
    if builtin is not None:
        return builtin(frame, expr, args)
    if fullname.startswith("math."):
        return math_call(frame, fullname, expr, args)
    if fullname.startswith(("numpy.", "scipy.")):
        return jax_ops.numpy_call(frame, fullname, expr, args)
    if fullname.startswith(("jax.tree", "jax._src.tree")):
        return jax_ops.tree_call(frame, fullname, args, expr)
    if equinox_trees.handles(fullname):
        return equinox_trees.call(fullname, args)
    if fullname.startswith(("jax.debug.", "jax._src.debugging.")):
        return STATIC
    if fullname.startswith(fn.MODELLED_LIBRARIES) and not frame.ctx.settings.analyses(fullname):
        if frame.ctx.api.lookup(fullname) is None:
            first = expr.args[0] if expr.args else None
            optimizer = _untyped_fullname(frame, first) if first is not None else None
            return optax_schedules.made(fullname, args, optimizer, frame.functions.bound_call)
        # A library function made of jax operations (optax.global_norm). Run eagerly it
        # stays unknown, as reach.py counts only jax's own operations as sources.
        if frame.level is Level.EAGER:
            return UNKNOWN
        return jax_ops.jax_op(frame, fullname, args, expr)
    if methods.is_logging_call(fullname):
        check_print(frame, args, f'"{fullname}()"')
        return STATIC
    if fullname in fn.STATIC_RESULT_FUNCTIONS:
        return STATIC
    if fullname in fn.REVEAL:
        if len(args) == 1:
            context = f'"{frame.name}"' if frame.func is not None else "module scope"
            reveal.report(frame.ctx, args[0].node, args[0].value, context)
            return args[0].value
        return UNKNOWN
    if fullname == fn.PARTIAL:
        return transformations.partial(frame, args)
    if fullname == "dataclasses.replace" and args and args[0].value.cls is not None:
        return methods.replaced(args[0].value, args[1:])
    if spec is not None and spec.role is Role.CUSTOM_DERIVATIVE:
        return transformations.custom_derivative_call(spec, args)
    return None
