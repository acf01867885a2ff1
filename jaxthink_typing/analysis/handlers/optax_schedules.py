"""optax optimizers made with learning-rate schedules.

`optax.adamw(learning_rate=schedule)` keeps `schedule`, and the optimizer's `update`
calls it with the step count, which optax keeps in the optimizer state as an array: a
tracer inside a jitted step. So a schedule written with Python control flow on the step
(`if step < warmup:`) fails there, and not when the same update runs eagerly.
"""

from __future__ import annotations

from collections.abc import Callable

from mypy.nodes import CallExpr

from jaxthink_typing.analysis import fullnames as fn
from jaxthink_typing.analysis.callables import (
    Arg,
    FunctionValue,
    InjectedCall,
    InjectedFactory,
    Opaque,
    OptaxSchedules,
)
from jaxthink_typing.analysis.choices import Choice
from jaxthink_typing.analysis.interpreter.frame import Frame
from jaxthink_typing.analysis.kinds import UNKNOWN, Kind, Origin, PyType, Value
from jaxthink_typing.analysis.pytrees import is_pytree_class
from jaxthink_typing.analysis.transforms import Level

_TRANSFORMATIONS = ("GradientTransformation", "GradientTransformationExtraArgs")
# An instance's method by name (`Interprocedural.bound_call`), where one is given.
BoundCall = Callable[[Value], FunctionValue | None] | None


def made(
    fullname: str, args: list[Arg], optimizer: str | None = None, bound_call: BoundCall = None
) -> Value:
    """An optax call: an optimizer holding the schedules it was given (as its learning
    rate, or inside the optimizers it chains: a function, an instance of a class of the
    program with `__call__`, found by `bound_call`, or a choice of these) and the update
    functions of the program's own transformations; `inject_hyperparams(optax.adamw)`
    (`optimizer`: the optimizer's fullname) gives the optimizer's factory; else unknown."""
    found: list[FunctionValue] = []
    updates: list[tuple[FunctionValue, FunctionValue | None]] = []
    short = fullname.rsplit(".", 1)[-1]
    if short == "inject_hyperparams":
        return _injected_factory(args, optimizer)
    if short == "inject_hyperparams" and optimizer is not None:
        if optimizer.rsplit(".", 1)[-1] in fn.OPTAX_SCHEDULED:
            return Value(Kind.STATIC, func=Opaque(optimizer))
        return UNKNOWN
    for index, arg in enumerate(args):
        for func in _given(arg):
            if isinstance(func, OptaxSchedules):
                found.extend(func.schedules)
                updates.extend(func.updates)
            elif short in fn.OPTAX_SCHEDULED and not arg.star:
                rate = arg.name == "learning_rate" or (arg.name is None and index == 0)
                if rate:
                    found.extend(_schedules(arg.value, bound_call))
            elif (
                isinstance(func, FunctionValue)
                and short in _TRANSFORMATIONS
                and _slot(arg, index, "update", 1)
            ):
                updates.append((func, _init_of(args)))
    if not found and not updates:
        return UNKNOWN
    return Value(Kind.STATIC, func=OptaxSchedules(tuple(found), tuple(updates)))


def _schedules(value: Value, bound_call: BoundCall) -> list[FunctionValue]:
    """The functions a learning rate runs: a def or lambda, an instance's `__call__` (a
    schedule class of the program), or each option of a choice of these (a schedule a
    configuration picks by name)."""
    picked = value.func
    if isinstance(picked, FunctionValue):
        return [picked]
    if isinstance(picked, Choice):
        return [f for option in picked.options for f in _schedules(option, bound_call)]
    if picked is None and value.cls is not None and bound_call is not None:
        method = bound_call(value)
        return [method] if method is not None else []
    return []


def _injected_factory(args: list[Arg], optimizer: str | None) -> Value:
    """`inject_hyperparams(optax.adamw)`: the optimizer's factory; of the program's own
    factory, one whose optimizer calls it again in `update`; else unknown."""
    factory = args[0].value.func if args and args[0].name is None and not args[0].star else None
    if isinstance(factory, FunctionValue):
        static_args = _names(next((a.value for a in args if a.name == "static_args"), None))
        if static_args is None:
            return UNKNOWN  # which stay Python values is not known: none is traced
        return Value(Kind.STATIC, func=InjectedFactory(factory, static_args))
    if optimizer is not None and optimizer.rsplit(".", 1)[-1] in fn.OPTAX_SCHEDULED:
        return Value(Kind.STATIC, func=Opaque(optimizer))
    return UNKNOWN


def _names(value: Value | None) -> tuple[str, ...] | None:
    """`static_args="momentum"` or `("momentum", "nesterov")`: the names; () when absent;
    None when they cannot be read."""
    if value is None:
        return ()
    consts = [value.const] if value.items is None else [item.const for item in value.items]
    names = tuple(c[0] for c in consts if c is not None and isinstance(c[0], str))
    return names if len(names) == len(consts) else None


def injected(target: InjectedFactory, args: list[Arg]) -> Value:
    """`inject_hyperparams(make_opt)(learning_rate=0.05, momentum=0.9)`: an optimizer that
    keeps the hyperparameters by name (positional ones named by the factory's
    parameters); unknown where they cannot all be named."""
    names = [a.variable.name for a in target.factory.node.arguments]
    named: list[tuple[str, Value]] = []
    for index, arg in enumerate(args):
        if arg.star or (arg.name is None and index >= len(names)):
            return UNKNOWN
        named.append((arg.name or names[index], arg.value))
    return Value(Kind.STATIC, func=OptaxSchedules((), (), InjectedCall(target, tuple(named))))


def _given(arg: Arg) -> list[object]:
    """What an argument holds: its value's function, or each known item's where it is
    starred (`optax.chain(*parts)`)."""
    if not arg.star:
        return [arg.value.func]
    return [item.func for item in arg.value.items or ()]


def _slot(arg: Arg, index: int, name: str, position: int) -> bool:
    """`GradientTransformation(init, update)`'s argument `name` (at `position`)."""
    return arg.name == name or (arg.name is None and not arg.star and index == position)


def _init_of(args: list[Arg]) -> FunctionValue | None:
    """`GradientTransformation(init, update)`'s `init`, where it is a function here."""
    for index, arg in enumerate(args):
        func = arg.value.func
        if isinstance(func, FunctionValue) and _slot(arg, index, "init", 0):
            return func
    return None


def update(
    frame: Frame,
    optimizer: OptaxSchedules,
    expr: CallExpr,
    args: list[Arg],
    grads: Value | None = None,
    state: Value = UNKNOWN,
    params: Value = UNKNOWN,
) -> Value:
    """`optimizer.update(...)`: inside a trace, each schedule runs on a traced count, and
    each of the program's own update functions on the gradients (`grads`: else the
    call's first argument, `args` its arguments), the state and the parameters."""
    if frame.level is not Level.ABSTRACT:
        return UNKNOWN  # eagerly (or under grad alone) the count is a concrete array
    if optimizer.updates:
        positional = [a.value for a in args if a.name is None and not a.star]
        if grads is None and positional:
            grads = positional[0]
            state = positional[1] if len(positional) > 1 else UNKNOWN
            params = positional[2] if len(positional) > 2 else UNKNOWN
        if grads is not None:
            for update_fn, init_fn in optimizer.updates:
                own = _own_state(frame, init_fn, state, params, expr)
                passed = [Arg(v, None, False, expr) for v in (grads, own, params)]
                frame.functions.call(update_fn, passed, expr, frame)
    count = Value(
        Kind.TRACED,
        Origin("the step count optax passes to a learning-rate schedule, a tracer here"),
        PyType.ARRAY,
    )
    for schedule in optimizer.schedules:
        frame.functions.call(schedule, [Arg(count, None, False, expr)], expr, frame)
    if optimizer.injected is not None:
        _call_injected(frame, optimizer.injected, expr, args)
    return UNKNOWN


def _call_injected(frame: Frame, injected: InjectedCall, expr: CallExpr, args: list[Arg]) -> None:
    """The factory `inject_hyperparams` keeps, called by the optimizer's `update` with the
    hyperparameters from the optimizer state: numbers and schedules become arrays there
    (tracers inside a trace), `static_args` stay as given; then its optimizer's update."""
    made_by = injected.made_by
    given: list[Arg] = []
    for name, value in injected.hyperparams:
        if name not in made_by.static_args and (value.pytype.is_number or value.func is not None):
            text = f'the hyperparameter "{name}" inject_hyperparams keeps in the optimizer state'
            value = Value(Kind.TRACED, Origin(f"{text}, a tracer here"), PyType.ARRAY)
        given.append(Arg(value, name, False, expr))
    made = frame.functions.call(made_by.factory, given, expr, frame)
    if isinstance(made.func, OptaxSchedules):
        update(frame, made.func, expr, args)


def _own_state(
    frame: Frame, init_fn: FunctionValue | None, state: Value, params: Value, expr: CallExpr
) -> Value:
    """The state optax gives a transformation's `update_fn`: the one its `init_fn` makes
    (`ScheduleState(count=...)`), whose leaves are tracers where the state given to the
    optimizer is (a chain's state holds each part's)."""
    if init_fn is None or not state.is_tracer:
        return state
    made = frame.functions.call(init_fn, [Arg(params, None, False, expr)], expr, frame)
    cls = made.cls
    if cls is None or made.func is not None:
        return state
    if not (cls.is_named_tuple or is_pytree_class(cls, frame.ctx.tree_for(cls.module_name))):
        return state
    return Value(state.kind, state.origin, cls=cls)
