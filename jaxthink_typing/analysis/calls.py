"""Calls: built-ins, math, jax operations, transformations and control flow."""

from __future__ import annotations

from collections.abc import Callable

from mypy.nodes import (
    CallExpr,
    Expression,
    IndexExpr,
    ListExpr,
    MemberExpr,
    NameExpr,
    RefExpr,
    StrExpr,
    TupleExpr,
    TypeInfo,
    Var,
)
from mypy.types import Instance, get_proper_type

from jaxthink_typing.analysis import fullnames as fn
from jaxthink_typing.analysis import rules
from jaxthink_typing.analysis.callables import (
    CustomDerivative,
    FunctionValue,
    Opaque,
    TransformFactory,
)
from jaxthink_typing.analysis.evaluator import Arg, Frame
from jaxthink_typing.analysis.kinds import (
    NONE,
    STATIC,
    UNKNOWN,
    Kind,
    Origin,
    PyType,
    Value,
    combine,
    static,
)
from jaxthink_typing.analysis.model import FunctionModel
from jaxthink_typing.analysis.pytrees import constructor_fields, is_flax_struct, is_pytree_class
from jaxthink_typing.analysis.signatures import (
    parameter_marks,
    positional_names,
    result_mark,
    signature_of,
)
from jaxthink_typing.analysis.transforms import (
    Level,
    Transform,
    int_tuple,
    linen_scan_broadcast,
    public_name,
    str_tuple,
    transform_kind,
    unmapped_axes,
)

_LOG_METHODS = frozenset({"debug", "info", "warning", "error", "critical", "exception", "log"})
_MUTATING_METHODS = frozenset(
    {"append", "extend", "insert", "update", "setdefault", "pop", "remove", "clear", "add"}
)
_DICT_METHODS = frozenset({"items", "keys", "values", "get"})


def evaluate_call(frame: Frame, expr: CallExpr) -> Value:
    callee = expr.callee
    fullname = _static_fullname(callee)
    if fullname is not None:
        handled = _by_fullname(frame, fullname, expr)
        if handled is not None:
            return handled
    if isinstance(callee, MemberExpr) and fullname is None:
        return _method_call(frame, callee, expr)
    function = frame.eval(callee)
    args = frame.args_of(expr)
    return call_value(frame, function, args, expr)


def call_value(frame: Frame, function: Value, args: list[Arg], expr: CallExpr) -> Value:
    """Call a value the engine evaluated: a function, a decorator factory, or unknown."""
    target = function.func
    if target is None and function.cls is not None:
        target = frame.analysis.bound_call(function)  # calling an instance: its __call__
        if target is None and is_linen_module(function.cls):
            return _linen_output(function.cls, args)
    if isinstance(target, FunctionValue):
        return frame.analysis.call(target, args, expr, frame)
    if isinstance(target, TransformFactory) and args and not args[0].star:
        return _wrap(frame, args[0].value, target.transform)
    if isinstance(target, Opaque) and target.fullname is not None:
        fullname = frame.analysis.settings.canonical(target.fullname)
        handled = _by_fullname_args(frame, fullname, expr, args)
        if handled is not None:
            return handled
    if isinstance(target, Opaque) and isinstance(target.node, TypeInfo):
        # An instance: its class is known, and it holds tracers if it is given any.
        tracer = next((a.value for a in args if a.value.is_tracer), None)
        if tracer is not None and is_pytree_class(target.node, frame.analysis.tree):
            names = constructor_fields(target.node, [(a.name, a.star) for a in args])
            fields = (
                () if names is None else tuple(zip(names, [a.value for a in args], strict=True))
            )
            return Value(tracer.kind, tracer.origin, cls=target.node, leaves="given", fields=fields)
        return Value(Kind.UNKNOWN, cls=target.node)
    if isinstance(target, Opaque):
        return _by_signature(frame, target, args, expr)
    return UNKNOWN


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
            sink, source = frame.analysis.sink, frame.analysis.source
            rules.traced_for_static(sink, source, expr, arg.value, param, name)
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
    if isinstance(node, Var):
        library = callee.fullname.startswith(("jax.", "numpy.", "math.", "builtins."))
        return callee.fullname if library else None
    if node is None:
        return None
    return callee.fullname


def _by_fullname(frame: Frame, fullname: str, expr: CallExpr) -> Value | None:
    fullname = frame.analysis.settings.canonical(fullname)
    special = _SPECIAL_BEFORE_ARGS.get(fullname)
    if special is not None:
        return special(frame, expr)
    if fullname in _CONTROL_FLOW:
        return _control_flow(frame, fullname, expr)
    if transform_kind(fullname) is not None:
        return _transform_call(frame, fullname, expr)
    if _is_jax_op(fullname) and frame.analysis.api.is_public_op(fullname) is not False:
        args = frame.args_of(expr)
        return _jax_op(frame, fullname, args, expr)
    args = frame.args_of(expr)
    return _by_fullname_args(frame, fullname, expr, args)


def _by_fullname_args(frame: Frame, fullname: str, expr: CallExpr, args: list[Arg]) -> Value | None:
    builtin = _BUILTINS.get(fullname)
    if builtin is not None:
        return builtin(frame, expr, args)
    if fullname.startswith("math."):
        return _math(frame, fullname, expr, args)
    if fullname.startswith("numpy."):
        return _numpy(frame, fullname, expr, args)
    if fullname.startswith(("jax.tree", "jax._src.tree")):
        return _tree(frame, fullname, args, expr)
    if fullname.startswith(("jax.debug.", "jax._src.debugging.")):
        return STATIC
    if fullname.startswith("logging.") and fullname.rsplit(".", 1)[-1] in _LOG_METHODS:
        _check_print(frame, args, f'"{fullname}()"')
        return STATIC
    if fullname in fn.STATIC_RESULT_FUNCTIONS:
        return STATIC
    if fullname in fn.REVEAL:
        if len(args) == 1:
            context = f'"{frame.name}"' if frame.func is not None else "module scope"
            rules.reveal(
                frame.analysis.sink, frame.analysis.source, args[0].node, args[0].value, context
            )
            return args[0].value
        return UNKNOWN
    if fullname == fn.PARTIAL:
        return _partial(frame, args)
    if fullname in fn.CUSTOM_DERIVATIVES:
        return _custom_derivative_call(fullname, args)
    return None


# --------------------------------------------------------------------- jax ops


def _is_jax_op(fullname: str) -> bool:
    # A private helper (`lax._ndim`) may return anything; only public functions are ops.
    name = fullname.rsplit(".", 1)[-1]
    return fullname.startswith(fn.JAX_OP_PREFIXES) and not name.startswith("_")


def _jax_op(frame: Frame, fullname: str, args: list[Arg], expr: CallExpr) -> Value:
    short = fullname.rsplit(".", 1)[-1]
    model = frame.analysis.api.lookup(fullname)
    if short in fn.STATIC_RESULT_NAMES or (model is not None and model.static_result):
        return STATIC
    shown = model.fullname if model is not None else public_name(fullname)
    if model is not None:
        check_model_call(frame, model, args, expr, shown)
    result = frame.staged([a.value for a in args], expr, f"{shown}(...)")
    if short in fn.MASK_RESULT_NAMES and result.kind in (Kind.TRACED, Kind.CONCRETE):
        return Value(result.kind, result.origin, PyType.MASK)
    return result


def check_model_call(
    frame: Frame, model: FunctionModel, args: list[Arg], expr: CallExpr, shown: str
) -> bool:
    """Report a traced value in a static parameter, or a data-dependent shape; True if so."""
    sink, source = frame.analysis.sink, frame.analysis.source
    position = 0
    for arg in args:
        if arg.star:
            return False
        param = model.param_for(None if arg.name else position, arg.name)
        if arg.name is None:
            position += 1
        traced = _traced_part(arg.value)
        if param is not None and param.static and traced is not None:
            what = f'The "{param.name}" argument of {shown}'
            rules.traced_shape(sink, source, expr, arg.node, traced, what)
            return True
    if model.dynamic_shape and not any(a.name == "size" for a in args):
        wanted = model.dynamic_shape_when_args
        if wanted is None or position == wanted:
            traced_arg = next((a for a in args if a.value.kind is Kind.TRACED), None)
            if traced_arg is not None:
                rules.dynamic_shape(sink, source, expr, traced_arg.value, shown)
                return True
    return False


def _traced_part(value: Value) -> Value | None:
    """The traced value in `value` or among its known items (a shape tuple)."""
    if value.kind is Kind.TRACED:
        return value
    for item in value.items or ():
        found = _traced_part(item)
        if found is not None:
            return found
    return None


# ------------------------------------------------------------- transformations


def _transform_call(frame: Frame, fullname: str, expr: CallExpr) -> Value:
    args = frame.args_of(expr)
    positional = [a for a in args if a.name is None and not a.star]
    keywords = {
        name: arg for arg, name in zip(expr.args, expr.arg_names, strict=True) if name is not None
    }
    transform = parse_transform(fullname, expr.line, keywords)
    if fullname in fn.JVP or fullname in fn.VJP or fullname in fn.EVAL_SHAPE:
        return _call_now(frame, fullname, positional, expr)
    if transform is None:
        return UNKNOWN
    if not positional:
        return Value(Kind.STATIC, func=TransformFactory(transform))
    return _wrap(frame, positional[0].value, transform)


def parse_transform(fullname: str, line: int, keywords: dict[str, Expression]) -> Transform | None:
    """The transformation a call such as `jax.jit(f, static_argnums=1)` applies."""
    level = transform_kind(fullname)
    if level is None:
        return None
    name = public_name(fullname)
    if fullname in fn.FILTER_JIT or fullname in fn.FILTER_GRAD:
        return Transform(name, level, line, argnums=(0,), filtered=True)
    if fullname in fn.PMAP:
        numbers = int_tuple(keywords.get("static_broadcasted_argnums"))
        axes = unmapped_axes(keywords.get("in_axes"))
        if numbers is None or axes is None:
            return None
        return Transform(
            name,
            level,
            line,
            static_argnums=numbers,
            mapped=True,
            broadcast=axes[0],
            all_broadcast=axes[1],
        )
    if fullname in fn.SHARD_MAP:
        return Transform(name, level, line)
    if fullname in fn.LINEN_JIT:  # its static_argnums are not modelled
        static = "static_argnums" in keywords or "static_argnames" in keywords
        return None if static else Transform(name, level, line, lifts_modules=True)
    if fullname in fn.LINEN_SCAN:
        broadcast = linen_scan_broadcast(keywords.get("in_axes"))
        if broadcast is None:
            return None
        return Transform(name, level, line, unmapped=broadcast, lifts_modules=True)
    if fullname in fn.GRAD:
        argnums = int_tuple(keywords.get("argnums"))
        if argnums is None:
            return None
        return Transform(name, level, line, argnums=argnums or (0,))
    if fullname in fn.VMAP:
        axes = unmapped_axes(keywords.get("in_axes"))
        if axes is None:
            return None
        return Transform(name, level, line, unmapped=axes[0], all_unmapped=axes[1], mapped=True)
    numbers = int_tuple(keywords.get("static_argnums"))
    names = str_tuple(keywords.get("static_argnames"))
    if numbers is None or names is None:
        return None
    return Transform(name, level, line, static_argnums=numbers, static_argnames=names)


def default_transform(fullname: str, line: int) -> Transform | None:
    """The transformation a bare decorator (`@jax.jit`) applies."""
    level = transform_kind(fullname)
    if level is None or fullname in fn.JVP or fullname in fn.VJP or fullname in fn.EVAL_SHAPE:
        return None
    return parse_transform(fullname, line, {})


def _wrap(frame: Frame, function: Value, transform: Transform) -> Value:
    target = function.func
    if target is None and function.cls is not None:
        target = frame.analysis.bound_call(function)  # jax.vmap(model): model.__call__
    if isinstance(target, Opaque) and isinstance(target.node, TypeInfo):
        # nn.jit(Module) / nn.scan(Module, ...): a lifted class, whose __call__ is traced.
        method = frame.analysis.class_call(target.node)
        if method is not None and transform.lifts_modules:
            frame.analysis.analyse_definition(
                Value(Kind.STATIC, func=method.with_transform(transform)), frame
            )
        return UNKNOWN
    if not isinstance(target, FunctionValue):
        return UNKNOWN
    wrapped = Value(Kind.STATIC, func=target.with_transform(transform))
    frame.analysis.analyse_definition(wrapped, frame)
    return wrapped


def _call_now(frame: Frame, fullname: str, positional: list[Arg], expr: CallExpr) -> Value:
    """jvp/vjp/linearize/eval_shape call their function at once."""
    if not positional or not isinstance(positional[0].value.func, FunctionValue):
        return UNKNOWN
    target = positional[0].value.func
    name = public_name(fullname)
    if fullname in fn.EVAL_SHAPE:
        transform = Transform(name, Level.ABSTRACT, expr.line)
        wrapped = target.with_transform(transform)
        frame.analysis.analyse_definition(Value(Kind.STATIC, func=wrapped), frame)
        return UNKNOWN
    transform = Transform(name, Level.DIFF, expr.line, argnums=tuple(range(32)))
    frame.analysis.analyse_definition(
        Value(Kind.STATIC, func=target.with_transform(transform)), frame
    )
    return UNKNOWN


def _partial(frame: Frame, args: list[Arg]) -> Value:
    if not args or args[0].star:
        return UNKNOWN
    head = args[0].value.func
    rest = args[1:]
    if isinstance(head, Opaque) and head.fullname is not None:
        fullname = frame.analysis.settings.canonical(head.fullname)
        if fullname in fn.CUSTOM_DERIVATIVES:
            factory = _custom_derivative(fullname, rest)
            return UNKNOWN if factory is None else Value(Kind.STATIC, func=factory)
        if transform_kind(fullname) is None:
            return UNKNOWN
        return _partial_transform(frame, fullname, rest)
    if isinstance(head, FunctionValue):
        if any(a.star for a in rest):
            return UNKNOWN
        bound = tuple(a.value for a in rest if a.name is None)
        names = tuple(a.name for a in rest if a.name is not None)
        return Value(
            Kind.STATIC,
            func=FunctionValue(
                head.node,
                head.closure,
                head.transforms,
                head.bound + bound,
                head.bound_names + names,
            ),
        )
    return UNKNOWN


def _custom_derivative(fullname: str, rest: list[Arg]) -> CustomDerivative | None:
    """custom_jvp/custom_vjp's configuration, from literal keyword arguments."""
    keywords = {a.name: a.node for a in rest if a.name is not None}
    if len(keywords) != len(rest):
        return None
    argnums = int_tuple(keywords.get("nondiff_argnums"))
    argnames = str_tuple(keywords.get("nondiff_argnames"))
    if argnums is None or argnames is None:
        return None
    return CustomDerivative(fullname in fn.CUSTOM_VJP, argnums, argnames)


def _custom_derivative_call(fullname: str, args: list[Arg]) -> Value | None:
    """`jax.custom_vjp(f, nondiff_argnums=...)`: `f`, called with the caller's arguments."""
    if not args or args[0].star or args[0].name is not None:
        return None
    target = args[0].value.func
    factory = _custom_derivative(fullname, args[1:])
    if not isinstance(target, FunctionValue) or factory is None:
        return None
    return Value(Kind.STATIC, func=factory.apply(target))


def _partial_transform(frame: Frame, fullname: str, rest: list[Arg]) -> Value:
    """`partial(jax.jit, static_argnames=...)`: a decorator with configuration."""
    keywords = {a.name: a.node for a in rest if a.name is not None}
    if len(keywords) != len(rest):
        return UNKNOWN
    line = rest[0].node.line if rest else -1
    transform = parse_transform(fullname, line, keywords)
    return UNKNOWN if transform is None else Value(Kind.STATIC, func=TransformFactory(transform))


# ----------------------------------------------------------------- control flow


def _control_flow(frame: Frame, fullname: str, expr: CallExpr) -> Value:
    args = frame.args_of(expr)
    model = frame.analysis.api.lookup(fullname)
    if model is not None:
        check_model_call(frame, model, args, expr, model.fullname)
    by_position = [a for a in args if a.name is None and not a.star]
    keywords = {a.name: a for a in args if a.name is not None}
    name = public_name(fullname)

    def arg(position: int, keyword: str) -> Arg | None:
        if position < len(by_position):
            return by_position[position]
        return keywords.get(keyword)

    def body(found: Arg | None, what: str, *inputs: Arg | Value | None) -> None:
        if found is not None:
            where = f"{what} of {name} (line {expr.line})"
            _trace_body(frame, found.value, where, [_input(i) for i in inputs])

    if fullname in fn.SCAN:
        xs = arg(2, "xs")
        x = NONE if xs is None or _is_none(xs.node) else frame.element_of(xs.value)
        body(arg(0, "f"), "the body", arg(1, "init"), x)
    elif fullname in fn.FORI_LOOP:
        body(arg(2, "body_fun"), "the body", static(PyType.NUMBER), arg(3, "init_val"))
    elif fullname in fn.WHILE_LOOP:
        body(arg(0, "cond_fun"), "the condition", arg(2, "init_val"))
        body(arg(1, "body_fun"), "the body", arg(2, "init_val"))
    elif fullname in fn.COND:
        body(arg(1, "true_fun"), "a branch", *by_position[3:])
        body(arg(2, "false_fun"), "a branch", *by_position[3:])
    elif fullname in fn.SWITCH:
        # One branch, or a list built elsewhere: JAX may call it directly; stay quiet.
        branches = arg(1, "branches")
        items = (
            branches.node.items
            if branches and isinstance(branches.node, ListExpr | TupleExpr)
            else []
        )
        if len(items) >= 2:
            for item in items:
                where = f"a branch of {name} (line {expr.line})"
                inputs = [_input(a) for a in by_position[2:]]
                _trace_body(frame, frame.eval(item), where, inputs)
    elif fullname in fn.LAX_MAP:
        xs = arg(1, "xs")
        body(arg(0, "f"), "the body", frame.element_of(xs.value) if xs else None)
    elif fullname in fn.ASSOCIATIVE_SCAN:
        elems = arg(1, "elems")
        body(arg(0, "fn"), "the combining function", elems, elems)
    return frame.staged([a.value for a in args if a.value.func is None], expr, name)


def _input(given: Arg | Value | None) -> Value:
    """What a body receives for one input: the input's value, which JAX traces."""
    if isinstance(given, Arg):
        return given.value
    return given if given is not None else UNKNOWN


def _trace_body(frame: Frame, function: Value, what: str, inputs: list[Value]) -> None:
    target = function.func
    if not isinstance(target, FunctionValue):
        return
    origin = Origin(f"a parameter of {what}, which JAX always traces")
    values = [
        value
        if value.pytype is PyType.NONE
        else Value(Kind.TRACED, origin, _body_pytype(value), cls=value.cls)
        for value in inputs
    ]
    frame.analysis.trace_body(target, values, frame)


def _body_pytype(value: Value) -> PyType:
    """A body's parameter is an array when its input is one (or a Python number)."""
    if value.pytype.is_array or value.pytype is PyType.NUMBER:
        return PyType.ARRAY
    return PyType.OTHER


def _is_none(node: Expression) -> bool:
    return isinstance(node, NameExpr) and node.fullname == "builtins.None"


# -------------------------------------------------------------------- methods


_LINEN_APPLY_KEYWORDS = frozenset({"rngs", "mutable", "capture_intermediates"})


def is_linen_module(cls: TypeInfo) -> bool:
    return any(base.fullname == "flax.linen.module.Module" for base in cls.mro)


def _struct_replace(base: Value, args: list[Arg]) -> Value:
    """`state.replace(field=v)` of a flax struct: the same class; in traced code, the
    replaced fields hold what they were given and the others are unknown."""
    if not base.is_tracer:
        return Value(Kind.UNKNOWN, cls=base.cls)
    fields = tuple((a.name, a.value) for a in args if a.name is not None and not a.star)
    return Value(base.kind, base.origin, cls=base.cls, leaves="given", fields=fields)


def _linen_output(cls: TypeInfo, args: list[Arg]) -> Value:
    """A flax.linen layer (`nn.Dense(4)(x)`) computes with jax: traced input, traced output
    (an array, or a tuple such as an RNN cell's `(carry, y)`)."""
    tracer = next((a.value for a in args if a.value.is_tracer), None)
    if tracer is None:
        return UNKNOWN
    origin = Origin(
        f'the output of the flax module "{cls.name}"',
        tracer.origin.derived() if tracer.origin else None,
    )
    return Value(tracer.kind, origin)


def _linen_apply(frame: Frame, model: Value, name: str, args: list[Arg], expr: CallExpr) -> Value:
    """`model.apply(variables, *args)` / `model.init(rngs, *args)` of a flax.linen Module:
    its `__call__` runs with `args` (traced when the call is)."""
    cls = model.cls
    target = frame.analysis.class_call(cls) if cls is not None else None
    given = [a for a in args if a.name not in _LINEN_APPLY_KEYWORDS]
    if target is None or not given or given[0].name is not None or any(a.star for a in given):
        return UNKNOWN
    own = cls.get_method(name) if cls is not None else None
    if any(a.name == "method" for a in given) or not (
        own is None or own.fullname.startswith("flax.")
    ):
        return UNKNOWN  # another method, or an overridden apply/init
    result = frame.analysis.call(
        target, [Arg(model, None, False, expr.callee), *given[1:]], expr, frame
    )
    stateful = name == "init" or any(a.name == "mutable" for a in args)
    return UNKNOWN if stateful else result


def _method_call(frame: Frame, callee: MemberExpr, expr: CallExpr) -> Value:
    method = frame.analysis.self_method(callee, frame)
    base = frame.learn_array(callee.expr, callee.name, frame.eval(callee.expr))
    args = frame.args_of(expr)
    name = callee.name
    if name == "defvjp" and isinstance(base.func, FunctionValue) and len(args) >= 2:
        fwd, bwd = args[0].value.func, args[1].value.func
        if isinstance(fwd, FunctionValue) and isinstance(bwd, FunctionValue):
            frame.analysis.vjp_rules[id(base.func.node)] = (fwd, bwd)
        return STATIC
    if name == "defjvp" and isinstance(base.func, FunctionValue) and len(args) == 1:
        frame.analysis.register_jvp_rule(base, args[0].value)
        return args[0].value
    if method is None and base.cls is not None and name == "replace" and is_flax_struct(base.cls):
        return _struct_replace(base, args)
    if method is None and base.cls is not None and not base.is_tracer:
        if is_linen_module(base.cls) and name in ("apply", "init"):
            return _linen_apply(frame, base, name, args, expr)
        method = frame.analysis.method_of(base.cls, name)
    if method is not None:
        return frame.analysis.call(
            method, [Arg(base, None, False, callee.expr), *args], expr, frame
        )
    if base.kind in (Kind.TRACED, Kind.DIFF, Kind.CONCRETE):
        if _is_index_update(callee):  # x.at[i].min(v) updates; it is not x.min(axis)
            return frame.staged([base, *(a.value for a in args)], expr, f".at[].{name}(...)")
        return _array_method(frame, base, name, args, expr)
    if name == "format" and isinstance(callee.expr, StrExpr):
        _check_format_spec(frame, callee.expr.value, args, expr)
    if name in _LOG_METHODS and _is_logger(callee.expr):
        _check_print(frame, args, f'"logging.{name}()"')
        return STATIC
    if base.pytype is PyType.DICT and name in ("get", "pop", "setdefault") and args:
        frame.check_hash(args[0].node, args[0].value, f'"dict.{name}()"')
    if base.pytype is PyType.SET and name in ("add", "discard", "remove") and args:
        frame.check_hash(args[0].node, args[0].value, f'"set.{name}()"')
    if base.pytype is PyType.DICT and base.elem is not None and name in _DICT_METHODS:
        return _dict_view(base, name, base.elem)
    hashed_key = (
        base.pytype in (PyType.DICT, PyType.SET)
        and bool(args)
        and (args[0].value.is_tracer or args[0].value.kind is Kind.CONCRETE)
    )
    if name in _MUTATING_METHODS and frame.traced and frame.is_module_global(callee.expr):
        stored = next((a for a in args if _contains_tracer(a.value)), None)
        if stored is not None and not hashed_key:  # a traced key fails (hash) before storing
            where = (
                f'the module-level "{callee.expr.name}"'
                if isinstance(callee.expr, NameExpr)
                else "a global"
            )
            rules.tracer_leak(
                frame.analysis.sink,
                frame.analysis.source,
                stored.node,
                _tracer_in(stored.value),
                where,
            )
    if name in _MUTATING_METHODS and isinstance(callee.expr, NameExpr):
        frame.assign(callee.expr, Value(Kind.UNKNOWN, pytype=base.pytype))
        return UNKNOWN
    if base.kind is Kind.STATIC and all(a.value.kind is Kind.STATIC for a in args):
        return STATIC
    return UNKNOWN


def _contains_tracer(value: Value) -> bool:
    return _tracer_in(value).is_tracer


def _tracer_in(value: Value) -> Value:
    """The value itself if it is a tracer, else a tracer among its known items."""
    if value.is_tracer:
        return value
    for item in value.items or ():
        if item.is_tracer:
            return item
    if value.elem is not None and value.elem.is_tracer:
        return value.elem
    return value


def _dict_view(base: Value, name: str, leaf: Value) -> Value:
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
    sink, source = frame.analysis.sink, frame.analysis.source
    if name == "item":
        if base.kind is Kind.TRACED:
            rules.traced_conversion(sink, source, expr, base, ".item()", _CONVERT_FIX)
            return UNKNOWN
        return STATIC
    if name == "tolist":
        if base.is_tracer:
            rules.traced_conversion(sink, source, expr, base, ".tolist()", _CONVERT_FIX)
            return UNKNOWN
        return STATIC
    if not base.pytype.is_array and name in _DICT_METHODS:
        leaf = Value(base.kind, base.origin)
        if name == "items":
            return Value(
                Kind.UNKNOWN, pytype=PyType.SEQUENCE, elem=Value(Kind.UNKNOWN, items=(STATIC, leaf))
            )
        if name == "keys":
            return static(PyType.SEQUENCE, elem=STATIC)
        if name == "values":
            return Value(Kind.UNKNOWN, pytype=PyType.SEQUENCE, elem=leaf)
        return leaf
    model = frame.analysis.api.method(name)
    if model is not None and check_model_call(frame, model, args, expr, f"x.{name}()"):
        return UNKNOWN
    if name in fn.ARRAY_METHODS or model is not None:
        return frame.staged([base, *(a.value for a in args)], expr, f".{name}(...)")
    return UNKNOWN


# ------------------------------------------------------------------- builtins


def _bool(frame: Frame, expr: CallExpr, args: list[Arg]) -> Value:
    if len(args) == 1 and not args[0].star:
        frame.check_bool(args[0].node, args[0].value, '"bool()"', _KEEP_ARRAY_FIX)
        return STATIC if args[0].value.kind is Kind.STATIC else UNKNOWN
    return STATIC


def _convert(frame: Frame, expr: CallExpr, args: list[Arg]) -> Value:
    if len(args) != 1 or args[0].star:
        return STATIC if all(a.value.kind is Kind.STATIC for a in args) else UNKNOWN
    value = args[0].value
    name = _callee_name(expr)
    fails = value.kind is Kind.TRACED or (value.kind is Kind.DIFF and name != "int")
    if fails:
        rules.traced_conversion(
            frame.analysis.sink, frame.analysis.source, expr, value, f'"{name}()"', _CONVERT_FIX
        )
        return UNKNOWN
    if value.kind in (Kind.STATIC, Kind.CONCRETE, Kind.DIFF):
        return STATIC
    return UNKNOWN


def _index_function(frame: Frame, expr: CallExpr, args: list[Arg]) -> Value:
    for arg in args:
        if arg.value.kind is Kind.TRACED:
            rules.traced_index(
                frame.analysis.sink,
                frame.analysis.source,
                expr,
                arg.value,
                f'"{_callee_name(expr)}()"',
                _INDEX_FIX,
            )
            return UNKNOWN
    return STATIC if all(a.value.kind is Kind.STATIC for a in args) else UNKNOWN


def _range(frame: Frame, expr: CallExpr, args: list[Arg]) -> Value:
    for arg in args:
        if arg.value.kind is Kind.TRACED:
            rules.traced_index(
                frame.analysis.sink,
                frame.analysis.source,
                arg.node,
                arg.value,
                '"range()"',
                "use lax.fori_loop(lower, upper, body, init), whose bounds may be traced, "
                "or a static bound",
            )
            return Value(Kind.UNKNOWN, pytype=PyType.SEQUENCE, elem=UNKNOWN)
    if all(a.value.kind is Kind.STATIC for a in args):
        return static(PyType.SEQUENCE, elem=STATIC)
    return Value(Kind.UNKNOWN, pytype=PyType.SEQUENCE, elem=UNKNOWN)


def _comparing(frame: Frame, expr: CallExpr, args: list[Arg]) -> Value:
    """max/min/sorted/any/all compare or test elements with Python's bool()."""
    name = _callee_name(expr)
    positional = [a for a in args if a.name is None]
    if len(positional) == 1 and name in ("max", "min", "sorted", "any", "all"):
        candidates = [frame.element_of(positional[0].value)]
        node: Expression = positional[0].node
        if positional[0].value.items is not None:
            candidates = list(positional[0].value.items)
    else:
        candidates = [a.value for a in positional]
        node = expr
    traced = next((v for v in candidates if v.kind is Kind.TRACED), None)
    if traced is not None:
        rules.traced_bool(
            frame.analysis.sink,
            frame.analysis.source,
            expr,
            traced,
            f'"{name}()"',
            _COMPARE_FIX.get(name, _KEEP_ARRAY_FIX),
        )
        return UNKNOWN
    del node
    if all(v.kind is Kind.STATIC for v in candidates):
        return STATIC
    return UNKNOWN


def _print(frame: Frame, expr: CallExpr, args: list[Arg]) -> Value:
    _check_print(frame, args, '"print()"')
    return STATIC


def _check_print(frame: Frame, args: list[Arg], construct: str) -> None:
    for arg in args:
        shown = _shown_tracer(frame, arg.node, arg.value)
        if shown is not None:
            rules.traced_print(
                frame.analysis.sink, frame.analysis.source, arg.node, shown, construct
            )
            return


def _shown_tracer(frame: Frame, node: Expression, value: Value) -> Value | None:
    """The tracer a printed argument shows: itself, or one formatted into a string."""
    if value.is_tracer and (value.pytype.is_array or isinstance(node, NameExpr)):
        return value
    if (
        isinstance(node, CallExpr)
        and isinstance(node.callee, MemberExpr)
        and node.callee.name in ("format", "join")
        and isinstance(node.callee.expr, StrExpr)
    ):
        for inner in node.args:
            items = inner.items if isinstance(inner, ListExpr | TupleExpr) else [inner]
            for item in items:
                shown = _shown_tracer(frame, item, frame.eval(item))
                if shown is not None:
                    return shown
    return None


def _check_format_spec(frame: Frame, template: str, args: list[Arg], expr: CallExpr) -> None:
    """`f"{x:.4f}"` (mypy: `"{:{}}".format(x, ".4f")`): a format spec needs a number."""
    if template == "{:{}}" and len(args) == 2 and isinstance(args[1].node, StrExpr):
        spec = args[1].node.value
    elif template.startswith("{:") and template.endswith("}") and template.count("{") == 1:
        spec = template[2:-1]
    else:
        return
    if spec and args and args[0].value.is_tracer:
        rules.traced_conversion(
            frame.analysis.sink,
            frame.analysis.source,
            args[0].node if frame.analysis.source.snippet(args[0].node) else expr,
            args[0].value,
            f'A format spec (":{spec}")',
            'format it outside the trace, or use jax.debug.print("{x:' + spec + '}", x=x)',
        )


def _is_logger(expr: Expression) -> bool:
    if isinstance(expr, RefExpr) and expr.fullname == "logging":
        return True
    if isinstance(expr, RefExpr) and isinstance(expr.node, Var) and expr.node.type is not None:
        proper = get_proper_type(expr.node.type)
        return isinstance(proper, Instance) and proper.type.fullname == "logging.Logger"
    return False


def _hash(frame: Frame, expr: CallExpr, args: list[Arg]) -> Value:
    if len(args) == 1:
        frame.check_hash(args[0].node, args[0].value, '"hash()"')
    return STATIC if all(a.value.kind is Kind.STATIC for a in args) else UNKNOWN


def _set(frame: Frame, expr: CallExpr, args: list[Arg]) -> Value:
    if len(args) == 1 and not args[0].star:
        element = frame.element_of(args[0].value)
        if args[0].value.items is not None:
            for item in args[0].value.items:
                if item.is_tracer or item.kind is Kind.CONCRETE:
                    element = item
        frame.check_hash(args[0].node, element, '"set()"')
    return Value(Kind.UNKNOWN, pytype=PyType.SET)


def _len(frame: Frame, expr: CallExpr, args: list[Arg]) -> Value:
    return STATIC


def _static_builtin(frame: Frame, expr: CallExpr, args: list[Arg]) -> Value:
    return STATIC


def _arith_builtin(frame: Frame, expr: CallExpr, args: list[Arg]) -> Value:
    values = [a.value for a in args]
    if _callee_name(expr) == "sum" and len(args) == 1:
        values = [frame.element_of(args[0].value)]
    result = combine(values)
    if result.kind is Kind.CONCRETE and frame.staging:
        return frame.staged(values, expr, "arithmetic on a jax array")
    return result


def _sequence_builtin(frame: Frame, expr: CallExpr, args: list[Arg]) -> Value:
    name = _callee_name(expr)
    if not args or args[0].star:
        return static(PyType.SEQUENCE) if not args else UNKNOWN
    elements = [frame.element_of(a.value) for a in args if a.name is None]
    if name == "enumerate":
        element = Value(Kind.UNKNOWN, items=(STATIC, elements[0]))
    elif name == "zip":
        element = Value(Kind.UNKNOWN, items=tuple(elements))
    else:
        element = elements[0]
    kind = Kind.STATIC if all(a.value.kind is Kind.STATIC for a in args) else Kind.UNKNOWN
    items = args[0].value.items if name in ("list", "tuple") else None
    pytype = PyType.LIST if name == "list" else PyType.SEQUENCE
    return Value(kind, pytype=pytype, items=items, elem=element)


def _numpy(frame: Frame, fullname: str, expr: CallExpr, args: list[Arg]) -> Value:
    """NumPy on trace-time values is static; some functions cannot take a tracer at all."""
    values = [a.value for a in args]
    short = fullname.rsplit(".", 1)[-1]
    if all(v.kind is Kind.STATIC for v in values):
        return static(PyType.NDARRAY) if short in fn.NUMPY_ARRAY_MAKERS else STATIC
    model = frame.analysis.api.lookup(fullname)
    if short in fn.STATIC_RESULT_NAMES or (model is not None and model.static_result):
        return STATIC  # np.shape(x), np.ndim(x) of a tracer are Python values
    if model is None:
        return UNKNOWN
    tracer = next((a for a in args if a.value.is_tracer), None)
    if model.converts and tracer is not None:
        sink, source = frame.analysis.sink, frame.analysis.source
        rules.numpy_on_traced(sink, source, expr, tracer.node, tracer.value, model.fullname)
        return UNKNOWN
    if check_model_call(frame, model, args, expr, model.fullname):
        return UNKNOWN
    if tracer is not None:
        return Value(tracer.value.kind, tracer.value.origin, PyType.ARRAY)
    return UNKNOWN


def _math(frame: Frame, fullname: str, expr: CallExpr, args: list[Arg]) -> Value:
    if fullname in fn.MATH_NON_CONVERTING:
        return _arith_builtin(frame, expr, args)
    for arg in args:
        if arg.value.is_tracer:
            rules.traced_conversion(
                frame.analysis.sink,
                frame.analysis.source,
                expr,
                arg.value,
                f'"{fullname}()"',
                f"use jnp.{fullname.rsplit('.', 1)[-1]} (or the jnp equivalent) on arrays",
            )
            return UNKNOWN
    return STATIC if all(a.value.kind is Kind.STATIC for a in args) else UNKNOWN


def _tree(frame: Frame, fullname: str, args: list[Arg], expr: CallExpr) -> Value:
    short = fullname.rsplit(".", 1)[-1]
    trees = [a.value for a in args if a.value.func is None]
    tracer = next((v for v in trees if v.is_tracer), None)
    if short in ("tree_structure", "structure", "tree_flatten", "flatten"):
        return STATIC if short in ("tree_structure", "structure") else UNKNOWN
    if short in ("tree_leaves", "leaves"):
        if tracer is not None:
            leaf = Value(tracer.kind, tracer.origin)
            return Value(Kind.UNKNOWN, pytype=PyType.SEQUENCE, elem=leaf)
        return UNKNOWN
    function = args[0].value.func if args else None
    if short in ("tree_map", "map") and isinstance(function, FunctionValue) and tracer is not None:
        leaves = [
            Arg(Value(tracer.kind, tracer.origin, PyType.ARRAY), None, False, a.node)
            for a in args[1:]
        ]
        frame.analysis.call(function, leaves, expr, frame)
        return Value(tracer.kind, tracer.origin)
    return UNKNOWN


def _callee_name(expr: CallExpr) -> str:
    callee = expr.callee
    if isinstance(callee, NameExpr | MemberExpr):
        return callee.name
    return "call"


_CONVERT_FIX = (
    "keep it an array (jnp operations), read static facts from .shape/.dtype, "
    "or use jax.debug.print / jax.device_get outside the trace"
)
_INDEX_FIX = "keep it an array (jnp.take, lax.dynamic_slice) or make the index static"
_KEEP_ARRAY_FIX = "keep the result an array (jnp.where, jnp.any/jnp.all, lax.cond)"
_COMPARE_FIX = {
    "max": "use jnp.maximum(a, b) or jnp.max(x)",
    "min": "use jnp.minimum(a, b) or jnp.min(x)",
    "sorted": "use jnp.sort",
    "any": "use jnp.any and keep the result an array",
    "all": "use jnp.all and keep the result an array",
}

_BUILTINS: dict[str, Callable[[Frame, CallExpr, list[Arg]], Value]] = {
    "builtins.bool": _bool,
    "builtins.int": _convert,
    "builtins.float": _convert,
    "builtins.complex": _convert,
    "builtins.range": _range,
    "builtins.len": _len,
    "builtins.max": _comparing,
    "builtins.min": _comparing,
    "builtins.sorted": _comparing,
    "builtins.any": _comparing,
    "builtins.all": _comparing,
    "builtins.sum": _arith_builtin,
    "builtins.abs": _arith_builtin,
    "builtins.round": _arith_builtin,
    "builtins.pow": _arith_builtin,
    "builtins.divmod": _arith_builtin,
    "builtins.isinstance": _static_builtin,
    "builtins.issubclass": _static_builtin,
    "builtins.callable": _static_builtin,
    "builtins.hasattr": _static_builtin,
    "builtins.type": _static_builtin,
    "builtins.id": _static_builtin,
    "builtins.repr": _static_builtin,
    "builtins.str": _static_builtin,
    "builtins.print": _print,
    "builtins.hash": _hash,
    "builtins.set": _set,
    "builtins.frozenset": _set,
    "builtins.enumerate": _sequence_builtin,
    "builtins.zip": _sequence_builtin,
    "builtins.reversed": _sequence_builtin,
    "builtins.list": _sequence_builtin,
    "builtins.tuple": _sequence_builtin,
    "builtins.iter": _sequence_builtin,
    **dict.fromkeys(fn.INDEX_FUNCTIONS, _index_function),
}

_SPECIAL_BEFORE_ARGS: dict[str, Callable[[Frame, CallExpr], Value]] = {}

_CONTROL_FLOW = (
    fn.SCAN | fn.FORI_LOOP | fn.WHILE_LOOP | fn.COND | fn.SWITCH | fn.LAX_MAP | fn.ASSOCIATIVE_SCAN
)
