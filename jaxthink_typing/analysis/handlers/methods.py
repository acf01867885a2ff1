"""Method calls: jax array methods, dict and set methods, flax modules, user classes."""

from __future__ import annotations

from mypy.nodes import (
    FUNC_NO_INFO,
    CallExpr,
    Decorator,
    Expression,
    FuncDef,
    IndexExpr,
    MemberExpr,
    NameExpr,
    RefExpr,
    StrExpr,
    TypeInfo,
    Var,
)
from mypy.types import Instance, get_proper_type

from jaxthink_typing.analysis import choices, nnx_outside
from jaxthink_typing.analysis import fullnames as fn
from jaxthink_typing.analysis.callables import (
    Arg,
    FunctionValue,
    LiftedModule,
    LinenApply,
    Opaque,
    OptaxSchedules,
    holds_class,
)
from jaxthink_typing.analysis.flax_classes import is_linen_module, is_nnx_module
from jaxthink_typing.analysis.handlers import argparse_options, numpy_random, optax_schedules
from jaxthink_typing.analysis.handlers.builtins import check_print
from jaxthink_typing.analysis.handlers.jax_ops import check_model_call, is_bool_dtype
from jaxthink_typing.analysis.interpreter.assignment import assign
from jaxthink_typing.analysis.interpreter.attributes import attribute
from jaxthink_typing.analysis.interpreter.frame import Frame
from jaxthink_typing.analysis.interpreter.indexing import any_item
from jaxthink_typing.analysis.interpreter.leaks import outliving_container
from jaxthink_typing.analysis.interpreter.values import entries_view, entry, without_entry
from jaxthink_typing.analysis.kinds import (
    STATIC,
    UNKNOWN,
    Kind,
    Origin,
    PyType,
    Value,
    shared_element,
    static,
)
from jaxthink_typing.analysis.linen_setup import setup_attribute
from jaxthink_typing.analysis.pytrees import is_equinox, is_flax_struct
from jaxthink_typing.analysis.registries import holder
from jaxthink_typing.analysis.rules import traced_conversion, traced_hash, tracer_leak
from jaxthink_typing.analysis.rules.traced_conversion import CONVERT_FIX
from jaxthink_typing.analysis.specs.base import Transform

_LOG_METHODS = frozenset({"debug", "info", "warning", "error", "critical", "exception", "log"})
_MUTATING_METHODS = frozenset(
    {"append", "extend", "insert", "update", "setdefault", "pop", "remove", "clear", "add"}
)
_ITEM_STORES = frozenset({"append", "extend", "insert", "add"})
_DICT_METHODS = frozenset({"items", "keys", "values", "get"})
_DICT_VIEWS = frozenset({"items", "keys", "values"})
# Methods of a NumPy array that give a NumPy array of the same elements' kind.
_NDARRAY_METHODS = frozenset(
    {"astype", "reshape", "copy", "transpose", "squeeze", "ravel", "flatten", "clip", "round"}
)
# A NumPy array's reductions: a NumPy scalar over the whole array, an array along an axis.
_NDARRAY_REDUCTIONS = frozenset(
    {"max", "min", "sum", "mean", "prod", "std", "var", "argmax", "argmin", "ptp", "any", "all"}
)
_EQUINOX_LAYERS = ("equinox.nn.", "equinox._nn.")
_AHEAD_OF_TIME = frozenset({"lower", "trace"})  # a jitted function's own methods
_LINEN_APPLY_KEYWORDS = frozenset({"rngs", "mutable", "capture_intermediates"})


def is_logging_call(fullname: str) -> bool:
    return fullname.startswith("logging.") and fullname.rsplit(".", 1)[-1] in _LOG_METHODS


def is_flax_module(cls: TypeInfo) -> bool:
    return any(base.fullname in (fn.LINEN_MODULE, fn.NNX_MODULE) for base in cls.mro)


def is_library_layer(cls: TypeInfo) -> bool:
    """A flax Module, or one of equinox's own layers (`eqx.nn.Embedding`): a layer whose
    call the engine does not enter, computing with jax."""
    return is_flax_module(cls) or cls.module_name.startswith(_EQUINOX_LAYERS)


def flax_output(module: Value, args: list[Arg]) -> Value:
    """A flax layer (`nn.Dense(4)(x)`, an nnx.Linear) or an equinox one computes with
    jax: a traced input or traced parameters (an nnx module under nnx.grad) give a traced
    output (an array, or a tuple such as an RNN cell's `(carry, y)`)."""
    tracer = next((v for v in (module, *(a.value for a in args)) if v.is_tracer), None)
    if tracer is None or module.cls is None:
        return UNKNOWN
    layer = "flax module" if is_flax_module(module.cls) else "equinox layer"
    origin = Origin(
        f'the output of the {layer} "{module.cls.name}"',
        tracer.origin.derived() if tracer.origin else None,
    )
    return Value(tracer.kind, origin)


def method_call(frame: Frame, callee: MemberExpr, expr: CallExpr) -> Value:
    functions = frame.functions
    owner = _named_class(frame, callee.expr)
    member = functions.class_member(owner, callee.name) if owner is not None else None
    if member is not None:  # `SlotOps.write(...)`, `self.from_history(...)`: no instance
        return functions.call(member, frame.args_of(expr), expr, frame)
    method = functions.self_method(callee, frame)
    base = frame.learn_array(callee.expr, callee.name, frame.eval(callee.expr))
    args = frame.args_of(expr)
    if isinstance(base.func, choices.Choice) and base.cls is None:
        # `env.step(state, action)` of an environment made by name: each one's method;
        # `MODELS[name].from_data(...)` of a class picked by name: each one's instance.
        each = base.func
        return choices.call(
            each,
            lambda option: _on_option(frame, callee, expr, method, option, args),
            instances=all(holds_class(option) for option in each.options),
        )
    return _called_on(frame, callee, expr, method, base, args)


def _on_option(
    frame: Frame,
    callee: MemberExpr,
    expr: CallExpr,
    method: FunctionValue | None,
    option: Value,
    args: list[Arg],
) -> Value:
    """`name(*args)` of one option of a choice: a class's static or class method (its
    `from_data`), or an instance's method."""
    if holds_class(option):
        assert isinstance(option.func, Opaque) and isinstance(option.func.node, TypeInfo)
        member = frame.functions.class_member(option.func.node, callee.name)
        return frame.functions.call(member, args, expr, frame) if member else UNKNOWN
    return _called_on(frame, callee, expr, method, option, args)


def _called_on(
    frame: Frame,
    callee: MemberExpr,
    expr: CallExpr,
    method: FunctionValue | None,
    base: Value,
    args: list[Arg],
) -> Value:
    """`base.name(*args)`: `method` is the class's own where `base` is `self`."""
    functions = frame.functions
    if method is not None and base.cls is not None:
        method = _override(frame, base.cls, callee.name) or method
    name = callee.name
    nnx_outside.check_call(frame, expr, callee, base)
    if base.cls is not None and argparse_options.is_parser(base.cls):
        if name == "add_argument" and isinstance(callee.expr, NameExpr):
            assign(frame, callee.expr, argparse_options.with_option(base, args))
        if name == "parse_args":
            return argparse_options.namespace(base)
    if base.cls is not None and numpy_random.is_generator(base.cls):
        drawn = numpy_random.draw(name, args)  # `rng.random(n)`: a NumPy array
        if drawn is not None:
            return drawn
    if name == "update" and isinstance(base.func, OptaxSchedules):
        return optax_schedules.update(frame, base.func, expr, args)
    if name == "update" and base.cls is not None and base.cls.has_base(fn.NNX_OPTIMIZER):
        return _nnx_optimizer_update(frame, base, args, expr)
    if name in _AHEAD_OF_TIME and isinstance(base.func, FunctionValue) and base.func.transforms:
        # `jax.jit(f).lower(*args)`: f traced with these arguments, as a call would.
        functions.call(base.func, args, expr, frame)
        return UNKNOWN
    if name == "defvjp" and isinstance(base.func, FunctionValue) and len(args) >= 2:
        functions.register_vjp_rules(base, args[0].value, args[1].value)
        return STATIC
    if name == "defjvp" and isinstance(base.func, FunctionValue) and len(args) == 1:
        functions.register_jvp_rule(base, args[0].value)
        return args[0].value
    if method is None and base.cls is not None and _replaces(frame, base.cls, name):
        return replaced(base, args)
    if name == "apply_gradients" and base.cls is not None and _flax_train_state(base.cls, name):
        return _apply_gradients(frame, base, args, expr)
    if method is None and base.cls is not None:
        if is_linen_module(base.cls) and name in ("apply", "init"):
            return linen_apply(frame, base, name, args, expr)
        method = functions.method_of(base.cls, name)
        held = dict(base.fields).get(name)  # `self._step = jax.jit(self._impl)`
        if method is None and held is not None and isinstance(held.func, FunctionValue):
            return functions.call(held.func, args, expr, frame)
        if method is None and held is not None and isinstance(held.func, choices.Choice):
            if base.is_tracer and choices.holds_instances(held):
                traced = attribute(frame, base, name, callee)  # each layer's leaves traced
                held = traced if isinstance(traced.func, choices.Choice) else held
            options = held.func
            if not isinstance(options, choices.Choice):
                return UNKNOWN
            return choices.call(
                options,
                lambda option: _call_function(frame, option, args, expr),
                instances=False,
            )
        if method is None and held is not None and isinstance(held.func, LinenApply):
            # `state.apply_fn(variables, x)` of a TrainState made with `model.apply`
            apply = held.func
            return linen_apply(frame, apply.module, apply.name, args, expr, apply.transform)
    if method is not None:
        result = functions.call(method, [Arg(base, None, False, callee.expr), *args], expr, frame)
        registry = holder(callee.expr)  # `LOSSES.get(name)`: what that registry holds
        return choices.narrowed(result, registry.fullname) if registry is not None else result
    if base.cls is not None and is_nnx_module(base.cls):  # `self.linear(x)`: a submodule
        held = attribute(frame, base, name, callee)
        if held.cls is not None and is_flax_module(held.cls):
            own = functions.bound_call(held)  # the program's own module: its __call__
            if own is not None:
                return functions.call(own, args, expr, frame)
            return flax_output(held, args)
    if base.cls is not None and is_linen_module(base.cls) and not base.is_tracer:
        held = setup_attribute(frame, base, name)  # `self.norm(x)`: made in setup()
        if held is not None and held.cls is not None and is_flax_module(held.cls):
            own = functions.bound_call(held)
            return functions.call(own, args, expr, frame) if own else flax_output(held, args)
    if base.cls is not None and is_equinox(base.cls) and base.cls.get(name) is not None:
        held = attribute(frame, base, name, callee)  # `self.layer(x)`: a field's call
        own = functions.bound_call(held) if held.cls is not None else None
        if own is not None:
            return functions.call(own, args, expr, frame)
        if held.cls is not None and is_library_layer(held.cls):
            return flax_output(held, args)  # `self.encoder(x)` of an eqx.nn.MLP
    if base.kind is Kind.STATIC and base.pytype.is_ndarray and name in _NDARRAY_METHODS:
        return _ndarray_method(base, name, args)  # `rng.integers(...).astype(np.int32)`
    if base.kind is Kind.STATIC and base.pytype.is_ndarray and name in _NDARRAY_REDUCTIONS:
        return _ndarray_reduction(args)  # `labels.max() + 1`: a NumPy scalar
    if base.kind is Kind.STATIC and base.pytype is PyType.NPSCALAR:
        if name in _NDARRAY_METHODS:  # `np.ceil(dim / 2).astype(int)`: a NumPy scalar
            return static(PyType.NPSCALAR)
        if name == "item":
            return static(PyType.NUMBER)
    view = entries_view(base, name) if name in _DICT_VIEWS and not args else None
    if view is not None:
        return view  # `metrics.items()` of a dict display: each entry as it is
    if base.kind in (Kind.TRACED, Kind.DIFF, Kind.CONCRETE):
        if _is_index_update(callee):  # x.at[i].min(v) updates; it is not x.min(axis)
            return frame.staged([base, *(a.value for a in args)], expr, f".at[].{name}(...)")
        return _array_method(frame, base, name, args, expr)
    if name == "format" and isinstance(callee.expr, StrExpr):
        _check_format_spec(frame, callee.expr.value, args, expr)
    if name in _LOG_METHODS and _is_logger(callee.expr):
        check_print(frame, args, f'"logging.{name}()"')
        return STATIC
    if base.pytype is PyType.DICT and name in ("get", "pop", "setdefault") and args:
        traced_hash.check(frame.ctx, args[0].node, args[0].value, f'"dict.{name}()"')
        key = args[0].value.const
        if key is not None and name != "setdefault":
            known = entry(base, key[0])  # `kwargs.pop("name")` of `kwargs = dict(cfg)`
            if known is not None and name == "pop" and isinstance(callee.expr, NameExpr):
                kept = without_entry(base, key[0])
                assign(frame, callee.expr, Value(base.kind, pytype=PyType.DICT, entries=kept))
            if known is None and name == "get":  # a registry the program fills
                known = frame.registered(callee.expr, key[0])
            if known is not None:
                return known
        unread = key is None and not args[0].value.is_tracer and frame.may_choose(args[0].node)
        if unread and name == "get" and len(args) == 1:
            picked = any_item(frame, base, callee.expr)  # `LOSSES.get(cfg.loss)`
            if picked is not None:
                return picked
    if base.pytype is PyType.SET and name in ("add", "discard", "remove") and args:
        traced_hash.check(frame.ctx, args[0].node, args[0].value, f'"set.{name}()"')
    if base.pytype is PyType.DICT and base.elem is not None and name in _DICT_METHODS:
        return _dict_view(name, base.elem)
    hashed_key = (
        base.pytype in (PyType.DICT, PyType.SET)
        and bool(args)
        and (args[0].value.is_tracer or args[0].value.kind is Kind.CONCRETE)
    )
    # An item of a container (`SERIES.setdefault(k, []).append(v)`): its type is not
    # known, so only a list's or a set's own methods count (not an optimizer's .update).
    item_store = isinstance(callee.expr, NameExpr) or name in _ITEM_STORES
    stored = next((a for a in args if tracer_leak.stored_tracer(a.value)[0].is_tracer), None)
    if name in _MUTATING_METHODS and frame.traced and item_store and stored is not None:
        tracer, held_in = tracer_leak.stored_tracer(stored.value)
        where = outliving_container(frame, callee.expr, base, tracer)
        if where is not None and not hashed_key:  # a traced key fails (hash) before storing
            tracer_leak.report(frame.ctx, stored.node, tracer, where, held_in)
    if name in _MUTATING_METHODS and isinstance(callee.expr, NameExpr):
        assign(frame, callee.expr, _mutated(base, name, args))
        return UNKNOWN
    if name in _MUTATING_METHODS and isinstance(callee.expr, MemberExpr):
        _mutate_field(frame, callee.expr, base, name, args)  # `self.layers.append(block)`
    if base.kind is Kind.STATIC and all(a.value.kind is Kind.STATIC for a in args):
        return STATIC
    return UNKNOWN


def _ndarray_method(base: Value, name: str, args: list[Arg]) -> Value:
    """A NumPy array's `astype`, `reshape`, ...: a NumPy array again, a boolean one where
    it was (or where `astype(bool)` makes one)."""
    if name == "astype":
        boolean = bool(args) and is_bool_dtype(args[0])
        return static(PyType.NDMASK if boolean else PyType.NDARRAY)
    return static(base.pytype)


def _ndarray_reduction(args: list[Arg]) -> Value:
    """`y.max()` of a NumPy array: a NumPy scalar (which equinox's filters trace, as they
    do arrays); along an axis, or with `keepdims`, a NumPy array; unknown where the
    arguments cannot be read."""
    if any(a.star for a in args):
        return STATIC
    axis = next((a.value for a in args if a.name == "axis"), None)
    if axis is None and any(a.name is None for a in args):
        axis = next(a.value for a in args if a.name is None)
    keepdims = next((a.value for a in args if a.name == "keepdims"), None)
    if axis is not None and axis.const != (None,):
        return static(PyType.NDARRAY)
    if keepdims is not None and keepdims.const != (False,):
        return STATIC if keepdims.const is None else static(PyType.NDARRAY)
    return static(PyType.NPSCALAR)


def _mutated(base: Value, name: str, args: list[Arg]) -> Value:
    """A list a name holds after `name(*args)`: its known items and one more where a
    value that holds no tracer is appended (`parts.append(optax.clip(1.0))` before
    `optax.chain(*parts)`), else a list whose items are not known."""
    appended = name == "append" and len(args) == 1 and not args[0].star and args[0].name is None
    if appended and base.pytype is PyType.LIST:
        item = args[0].value
        if not tracer_leak.stored_tracer(item)[0].is_tracer:
            if base.items is not None:
                return base.with_items((*base.items, item))
            if base.elem is not None:  # a list of such values (filled in a loop)
                elem = shared_element([base.elem, item])
                return Value(base.kind, base.origin, PyType.LIST, elem=elem)
    return Value(Kind.UNKNOWN, pytype=base.pytype)


def _mutate_field(
    frame: Frame, target: MemberExpr, base: Value, name: str, args: list[Arg]
) -> None:
    """`self.layers.append(block)` (in `__init__`, say): the instance a name holds keeps
    the list it knows for that field, grown, instead of the list it was first given."""
    holder = target.expr
    if not isinstance(holder, NameExpr):
        return
    owner = frame.eval(holder)
    if owner.cls is None or all(field != target.name for field, _ in owner.fields):
        return
    fields = tuple(
        (field, _mutated(base, name, args) if field == target.name else held)
        for field, held in owner.fields
    )
    assign(frame, holder, owner.with_fields(fields))


def _dict_view(name: str, leaf: Value) -> Value:
    """`d.items()`, `d.keys()`, `d.values()`, `d.get(k)` of a dict whose values are known."""
    if name == "items":
        pair = Value(Kind.UNKNOWN, items=(STATIC, leaf))
        return Value(Kind.UNKNOWN, pytype=PyType.SEQUENCE, elem=pair)
    if name == "keys":
        return static(PyType.SEQUENCE, elem=STATIC)
    if name == "values":
        return Value(Kind.UNKNOWN, pytype=PyType.SEQUENCE, elem=leaf)
    return leaf


def _is_index_update(callee: MemberExpr) -> bool:
    target = callee.expr
    return (
        isinstance(target, IndexExpr)
        and isinstance(target.base, MemberExpr)
        and target.base.name == "at"
        and callee.name in fn.AT_METHODS
    )


def _array_method(frame: Frame, base: Value, name: str, args: list[Arg], expr: CallExpr) -> Value:
    if name == "item":
        if base.kind is Kind.TRACED:
            traced_conversion.report(frame.ctx, expr, base, ".item()", CONVERT_FIX)
            return UNKNOWN
        return STATIC
    if name in ("tolist", "tobytes"):  # ConcretizationTypeError, under grad alone too
        if base.is_tracer:
            fix = CONVERT_FIX if name == "tolist" else traced_conversion.SERIALIZE_FIX
            traced_conversion.report(frame.ctx, expr, base, f".{name}()", fix)
            return UNKNOWN
        return STATIC
    if not base.pytype.is_array and name in _DICT_METHODS:
        return _dict_view(name, Value(base.kind, base.origin))
    if name == "copy" and not args and not base.pytype.is_array:
        return base  # a dict's or list's copy holds what it held (an array's: an array)
    model = frame.ctx.api.method(name)
    if model is not None and check_model_call(frame, model, args, expr, f"x.{name}()"):
        return UNKNOWN
    if name in fn.ARRAY_METHODS or model is not None:
        return frame.staged([base, *(a.value for a in args)], expr, f".{name}(...)")
    return UNKNOWN


def _replaces(frame: Frame, cls: TypeInfo, name: str) -> bool:
    """`state.replace(...)` of a flax struct, `point._replace(...)` of a NamedTuple."""
    if name == "_replace":
        return cls.is_named_tuple
    return name == "replace" and is_flax_struct(cls, frame.ctx.tree_for(cls.module_name))


def _flax_train_state(cls: TypeInfo, name: str) -> bool:
    """Whether `cls.name` is flax's own method of its TrainState (a subclass's included)."""
    method = cls.get_method(name)
    return (
        cls.has_base(fn.TRAIN_STATE)
        and method is not None
        and method.fullname.startswith(fn.TRAIN_STATE)
    )


def _apply_gradients(frame: Frame, state: Value, args: list[Arg], expr: CallExpr) -> Value:
    """flax's `state.apply_gradients(grads=g, **kwargs)`: the optimizer the state holds
    updates (a schedule it was given runs on optax's count, traced under a trace), and the
    result is the same class with `step`, `params` and `opt_state` new and `kwargs`
    replaced: of a traced state, its fields stay traced leaves."""
    tx = dict(state.fields).get("tx")
    if tx is not None and isinstance(tx.func, OptaxSchedules):
        grads = _given(args, "grads") or UNKNOWN
        optax_schedules.update(frame, tx.func, expr, args, grads=grads)
    kept = [a for a in args if a.name != "grads"]
    if state.is_tracer:
        return replaced(state, kept)
    return Value(Kind.UNKNOWN, cls=state.cls, fields=_functions_of(state))


def _named_class(frame: Frame, base: Expression) -> TypeInfo | None:
    """The class `base` names (`Cls`), or `self`'s class inside one of its methods: where
    a static or class method is read from."""
    if isinstance(base, RefExpr) and isinstance(base.node, TypeInfo):
        return base.node
    self_name = isinstance(base, NameExpr) and isinstance(base.node, Var) and base.node.is_self
    func = frame.func
    if self_name and isinstance(func, FuncDef) and func.info is not FUNC_NO_INFO:
        return func.info
    return None


def nnx_optimizer(cls: TypeInfo, args: list[Arg]) -> Value:
    """`nnx.Optimizer(model, tx, wrt=...)`: an instance that keeps an optax optimizer
    the engine follows (schedules, the program's own update functions) as `tx`; a
    function in a field is no leaf, so it survives `nnx.jit`'s tracing of the object."""
    tx = _given(args, "tx", 1)
    if tx is None or not isinstance(tx.func, OptaxSchedules):
        return Value(Kind.UNKNOWN, cls=cls)
    return Value(Kind.UNKNOWN, cls=cls, fields=(("tx", tx),))


def _nnx_optimizer_update(frame: Frame, optimizer: Value, args: list[Arg], expr: CallExpr) -> Value:
    """`optimizer.update(model, grads)` (`update(grads)` of a `ModelAndOptimizer`): optax's
    update of the optimizer it keeps, on the gradients."""
    tx = dict(optimizer.fields).get("tx")
    if tx is None or not isinstance(tx.func, OptaxSchedules):
        return UNKNOWN
    grads = _given(args, "grads", -1) or UNKNOWN
    optax_schedules.update(frame, tx.func, expr, args, grads=grads)
    return UNKNOWN


def _given(args: list[Arg], name: str, position: int | None = None) -> Value | None:
    """The argument given as `name=`, else the positional one at `position` (-1: the
    last), else None."""
    named = next((a.value for a in args if a.name == name), None)
    if named is not None or position is None:
        return named
    positional = [a.value for a in args if a.name is None and not a.star]
    inside = -len(positional) <= position < len(positional)
    return positional[position] if inside else None


def _functions_of(value: Value) -> tuple[tuple[str, Value], ...]:
    return tuple((name, held) for name, held in value.fields if held.func is not None)


def replaced(base: Value, args: list[Arg]) -> Value:
    """`state.replace(field=v)` of a flax struct, `dataclasses.replace(cfg, field=v)`,
    `point._replace(field=v)` of a NamedTuple: the same class, whose replaced fields hold
    what they were given; of a traced instance the others are unknown, of another they
    keep what was known of them."""
    given = {a.name: a.value for a in args if a.name is not None and not a.star}
    if base.is_tracer:
        # The other fields are copied: they stay what the instance's leaves say they are.
        fields = tuple({**dict(base.fields), **given}.items())
        return Value(base.kind, base.origin, cls=base.cls, leaves=base.leaves, fields=fields)
    if any(a.star for a in args):
        return Value(Kind.UNKNOWN, cls=base.cls)
    return Value(Kind.UNKNOWN, cls=base.cls, fields=tuple({**dict(base.fields), **given}.items()))


def linen_apply(
    frame: Frame,
    model: Value,
    name: str,
    args: list[Arg],
    expr: CallExpr,
    transform: Transform | None = None,
) -> Value:
    """`model.apply(variables, *args)` / `model.init(rngs, *args)` of a flax.linen Module:
    its `__call__` (or the function `method=` names) runs with `args` (traced when the
    call is, or under `transform`: `jax.jit(model.apply)`)."""
    cls = model.cls
    method = next((a for a in args if a.name == "method"), None)
    target = None
    if cls is not None:
        target = (
            _applied(frame, cls, method)
            if method is not None
            else frame.functions.method_of(cls, "__call__")
        )
    if target is not None and isinstance(model.func, LiftedModule):
        target = target.with_transform(model.func.transform)
    if target is not None and transform is not None:
        target = target.with_transform(transform)
    given = [a for a in args if a.name not in _LINEN_APPLY_KEYWORDS and a is not method]
    if target is None or not given or given[0].name is not None or any(a.star for a in given):
        return UNKNOWN
    own = cls.get_method(name) if cls is not None else None
    if not (own is None or own.fullname.startswith("flax.")):
        return UNKNOWN  # an overridden apply/init
    result = frame.functions.call(
        target, [Arg(model, None, False, expr.callee), *given[1:]], expr, frame
    )
    mutable = next((a for a in args if a.name == "mutable"), None)
    if name == "init" or mutable is None:
        return UNKNOWN if name == "init" else result
    if mutable.value.const == (False,):
        return result
    # `out, updates = model.apply(variables, x, mutable=["batch_stats"])`: the collections
    # it changed, computed from the variables and inputs (traced where one of them is).
    tracer = next((a.value for a in given if a.value.is_tracer), None)
    if tracer is None:
        return UNKNOWN
    origin = Origin(f"the collections flax's apply (line {expr.line}) updates", tracer.origin)
    return Value(Kind.UNKNOWN, pytype=PyType.SEQUENCE, items=(result, Value(tracer.kind, origin)))


def _applied(frame: Frame, cls: TypeInfo, method: Arg) -> FunctionValue | None:
    """What `apply(..., method=...)` runs with the module first: a method named by a string
    (`"decode"`), read from the module (`model.decode`, which flax unbinds) or from its class
    or a base (`Model.decode`), or another function (`lambda m, x: m.decode(x)`); None
    where the engine cannot tell."""
    node, func = method.node, method.value.func
    if isinstance(node, NameExpr) and node.fullname == "builtins.None":
        return frame.functions.method_of(cls, "__call__")
    if isinstance(node, StrExpr):
        return frame.functions.method_of(cls, node.value)
    if not isinstance(node, MemberExpr):
        return func if isinstance(func, FunctionValue) and not func.bound else None
    owner = node.expr.node if isinstance(node.expr, RefExpr) else None
    if isinstance(owner, TypeInfo) and (owner is cls or cls.has_base(owner.fullname)):
        return frame.functions.method_of(owner, node.name)
    if isinstance(func, FunctionValue) and func.bound and func.bound[0].cls is cls:
        return frame.functions.method_of(cls, node.name)
    return None


def _override(frame: Frame, cls: TypeInfo, name: str) -> FunctionValue | None:
    """`self.name(...)` in a method of a base class, where `self` is known to be an
    instance of `cls`, a subclass that overrides `name`: the override runs."""
    here = frame.func.info if isinstance(frame.func, FuncDef) else None
    found = cls.get_method(name)
    defined = found.func if isinstance(found, Decorator) else found
    if here is None or not isinstance(defined, FuncDef) or defined.info is here:
        return None
    if not defined.info.has_base(here.fullname):
        return None
    return frame.functions.method_of(defined.info, name)


def _check_format_spec(frame: Frame, template: str, args: list[Arg], expr: CallExpr) -> None:
    """`f"{x:.4f}"` (mypy: `"{:{}}".format(x, ".4f")`): a format spec needs a number."""
    if template == "{:{}}" and len(args) == 2 and isinstance(args[1].node, StrExpr):
        spec = args[1].node.value
    elif template.startswith("{:") and template.endswith("}") and template.count("{") == 1:
        spec = template[2:-1]
    else:
        return
    if spec and args and args[0].value.is_tracer:
        node = args[0].node if frame.ctx.source.snippet(args[0].node) else expr
        traced_conversion.report(
            frame.ctx,
            node,
            args[0].value,
            f'A format spec (":{spec}")',
            traced_conversion.format_spec_fix(spec),
        )


def _is_logger(expr: Expression) -> bool:
    if isinstance(expr, RefExpr) and expr.fullname == "logging":
        return True
    if isinstance(expr, RefExpr) and isinstance(expr.node, Var) and expr.node.type is not None:
        proper = get_proper_type(expr.node.type)
        return isinstance(proper, Instance) and proper.type.fullname == "logging.Logger"
    return False


def _call_function(frame: Frame, option: Value, args: list[Arg], expr: CallExpr) -> Value:
    """A choice's option called: a function, or an object (its class's `__call__`)."""
    if isinstance(option.func, FunctionValue):
        return frame.functions.call(option.func, args, expr, frame)
    own = frame.functions.bound_call(option) if option.cls is not None else None
    return frame.functions.call(own, args, expr, frame) if own is not None else UNKNOWN
