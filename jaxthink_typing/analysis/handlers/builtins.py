"""Calls of Python built-ins and `math`: where Python needs a concrete value."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from mypy.nodes import (
    CallExpr,
    Decorator,
    Expression,
    FuncDef,
    ListExpr,
    MemberExpr,
    MypyFile,
    NameExpr,
    StrExpr,
    TupleExpr,
)

from jaxthink_typing.analysis import choices
from jaxthink_typing.analysis import fullnames as fn
from jaxthink_typing.analysis.callables import Arg, FunctionValue, Opaque
from jaxthink_typing.analysis.interpreter import guards
from jaxthink_typing.analysis.interpreter.expressions import is_module_ref
from jaxthink_typing.analysis.interpreter.frame import Frame
from jaxthink_typing.analysis.interpreter.iterators import iterated, next_of
from jaxthink_typing.analysis.interpreter.values import element_of
from jaxthink_typing.analysis.kinds import (
    STATIC,
    UNKNOWN,
    Kind,
    PyType,
    Value,
    combine,
    constant,
    join_all,
    static,
)
from jaxthink_typing.analysis.rules import (
    traced_bool,
    traced_conversion,
    traced_hash,
    traced_index,
    traced_print,
)

Builtin = Callable[[Frame, CallExpr, list[Arg]], Value]


def callee_name(expr: CallExpr) -> str:
    callee = expr.callee
    if isinstance(callee, NameExpr | MemberExpr):
        return callee.name
    return "call"


def _bool(frame: Frame, expr: CallExpr, args: list[Arg]) -> Value:
    if len(args) == 1 and not args[0].star:
        traced_bool.check(
            frame.ctx, args[0].node, args[0].value, '"bool()"', traced_bool.KEEP_ARRAY_FIX
        )
        return STATIC if args[0].value.kind is Kind.STATIC else UNKNOWN
    return STATIC


def _convert(frame: Frame, expr: CallExpr, args: list[Arg]) -> Value:
    if len(args) != 1 or args[0].star:
        return STATIC if all(a.value.kind is Kind.STATIC for a in args) else UNKNOWN
    value = args[0].value
    name = callee_name(expr)
    fails = value.kind is Kind.TRACED or (value.kind is Kind.DIFF and name != "int")
    if fails:
        construct = f'"{name}()"'
        traced_conversion.report(frame.ctx, expr, value, construct, traced_conversion.CONVERT_FIX)
        return UNKNOWN
    if value.kind in (Kind.STATIC, Kind.CONCRETE, Kind.DIFF):
        return STATIC
    return UNKNOWN


def _serialise(frame: Frame, expr: CallExpr, args: list[Arg]) -> Value:
    """`bytes(x)`, `pickle.dumps(x)`: a tracer has no bytes to give (TypeError,
    ConcretizationTypeError; under grad alone too)."""
    if args and not args[0].star and args[0].value.is_tracer:
        name = callee_name(expr)
        construct = f'"pickle.{name}()"' if name in ("dump", "dumps") else f'"{name}()"'
        fix = traced_conversion.SERIALIZE_FIX
        traced_conversion.report(frame.ctx, expr, args[0].value, construct, fix)
    return UNKNOWN


def _index_function(frame: Frame, expr: CallExpr, args: list[Arg]) -> Value:
    for arg in args:
        if arg.value.kind is Kind.TRACED:
            construct = f'"{callee_name(expr)}()"'
            traced_index.report(frame.ctx, expr, arg.value, construct, traced_index.INDEX_FIX)
            return UNKNOWN
    return STATIC if all(a.value.kind is Kind.STATIC for a in args) else UNKNOWN


_INT = Value(Kind.STATIC, pytype=PyType.NUMBER)  # what range() and enumerate() count with


def _range(frame: Frame, expr: CallExpr, args: list[Arg]) -> Value:
    for arg in args:
        if arg.value.kind is Kind.TRACED:
            traced_index.report(frame.ctx, arg.node, arg.value, '"range()"', traced_index.RANGE_FIX)
            return Value(Kind.UNKNOWN, pytype=PyType.SEQUENCE, elem=UNKNOWN)
    if all(a.value.kind is Kind.STATIC for a in args):
        return static(PyType.SEQUENCE, elem=_INT)
    return Value(Kind.UNKNOWN, pytype=PyType.SEQUENCE, elem=UNKNOWN)


def _comparing(frame: Frame, expr: CallExpr, args: list[Arg]) -> Value:
    """max/min/sorted/any/all compare or test elements with Python's bool()."""
    name = callee_name(expr)
    positional = [a for a in args if a.name is None]
    if len(positional) == 1 and name in ("max", "min", "sorted", "any", "all"):
        candidates = [element_of(positional[0].value)]
        if positional[0].value.items is not None:
            candidates = list(positional[0].value.items)
    else:
        candidates = [a.value for a in positional]
    traced = next((v for v in candidates if v.kind is Kind.TRACED), None)
    if traced is not None:
        fix = traced_bool.COMPARE_FIX.get(name, traced_bool.KEEP_ARRAY_FIX)
        traced_bool.report(frame.ctx, expr, traced, f'"{name}()"', fix)
        return UNKNOWN
    if all(v.kind is Kind.STATIC for v in candidates):
        return STATIC
    return UNKNOWN


def _print(frame: Frame, expr: CallExpr, args: list[Arg]) -> Value:
    check_print(frame, args, '"print()"')
    return STATIC


def check_print(frame: Frame, args: list[Arg], construct: str) -> None:
    """A note where printing or logging shows a tracer."""
    for arg in args:
        shown = _shown_tracer(frame, arg.node, arg.value)
        if shown is not None:
            traced_print.report(frame.ctx, arg.node, shown, construct)
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


def _hash(frame: Frame, expr: CallExpr, args: list[Arg]) -> Value:
    if len(args) == 1:
        traced_hash.check(frame.ctx, args[0].node, args[0].value, '"hash()"')
    return STATIC if all(a.value.kind is Kind.STATIC for a in args) else UNKNOWN


def _set(frame: Frame, expr: CallExpr, args: list[Arg]) -> Value:
    if len(args) == 1 and not args[0].star:
        element = element_of(args[0].value)
        if args[0].value.items is not None:
            for item in args[0].value.items:
                if item.is_tracer or item.kind is Kind.CONCRETE:
                    element = item
        traced_hash.check(frame.ctx, args[0].node, element, f'"{callee_name(expr)}()"')
    if callee_name(expr) == "frozenset":  # hashable: a fine static argument
        static_items = all(a.value.kind is Kind.STATIC for a in args)
        return STATIC if static_items else UNKNOWN
    return Value(Kind.UNKNOWN, pytype=PyType.SET)


def _dict(frame: Frame, expr: CallExpr, args: list[Arg]) -> Value:
    """`dict(...)` makes a dict whatever it is given (`dict(cfg)`, `dict(zip(k, v))`): its
    entries are known where they come from keywords and from a dict whose entries are."""
    entries: dict[object, Value] = {}
    known = True
    for arg in args:
        if arg.name is not None and not arg.star:
            entries[arg.name] = arg.value
        elif not arg.star and arg.value.entries is not None:
            entries.update(arg.value.entries)
        else:
            known = False
    kind = Kind.STATIC if all(a.value.kind is Kind.STATIC for a in args) else Kind.UNKNOWN
    if not known:
        return Value(kind, pytype=PyType.DICT)
    elem = join_all(list(entries.values())) if entries else None
    return Value(kind, pytype=PyType.DICT, elem=elem, entries=tuple(entries.items()))


def _defaultdict(frame: Frame, expr: CallExpr, args: list[Arg]) -> Value:
    """`collections.defaultdict(list)`: a dict, whose missing items its factory makes."""
    contents = args[1:]
    kind = Kind.STATIC if all(a.value.kind is Kind.STATIC for a in contents) else Kind.UNKNOWN
    return Value(kind, pytype=PyType.DICT)


def _static_builtin(frame: Frame, expr: CallExpr, args: list[Arg]) -> Value:
    return STATIC


def _callable(frame: Frame, expr: CallExpr, args: list[Arg]) -> Value:
    """`callable(fn)`: True of a function, False of a number, None or a container, as
    known (a library's `decorator(fn=None, n=None)` telling its two uses apart)."""
    value = args[0].value if len(args) == 1 and not args[0].star else None
    if value is not None and isinstance(value.func, FunctionValue | Opaque):
        return constant(True)
    if value is not None and value.func is None and value.cls is None:
        return constant(False) if value.pytype in _NOT_CALLABLE else STATIC
    return STATIC


_NOT_CALLABLE: Final = frozenset(
    {PyType.NUMBER, PyType.NONE, PyType.SEQUENCE, PyType.LIST, PyType.DICT, PyType.SET}
)


def _type_test(frame: Frame, expr: CallExpr, args: list[Arg]) -> Value:
    """`hasattr(x, "shape")`, `isinstance(x, jax.Array)`: known for a traced array."""
    if len(args) != 2 or args[0].star:
        return STATIC
    known = guards.test_result(expr, args[0].value)
    return STATIC if known is None else constant(known)


def arith_builtin(frame: Frame, expr: CallExpr, args: list[Arg]) -> Value:
    values = [a.value for a in args]
    if callee_name(expr) == "sum" and len(args) == 1:
        values = [element_of(args[0].value)]
    result = combine(values)
    if callee_name(expr) == "round" and len(args) == 1 and result.pytype is PyType.NPSCALAR:
        return Value(result.kind, result.origin, PyType.NUMBER)  # a NumPy scalar's: an int
    if result.kind is Kind.CONCRETE and frame.staging:
        return frame.staged(values, expr, "arithmetic on a jax array")
    return result


def _next(frame: Frame, expr: CallExpr, args: list[Arg]) -> Value:
    """`next(batches)`: an item of what is iterated (a generator's yields, what a loader
    object's `__next__` returns)."""
    if not args or args[0].star:
        return UNKNOWN
    if args[0].value.elem is None:
        return next_of(frame, args[0].value) or UNKNOWN
    return args[0].value.elem


def _sequence_builtin(frame: Frame, expr: CallExpr, args: list[Arg]) -> Value:
    name = callee_name(expr)
    if not args or args[0].star:
        return static(PyType.SEQUENCE) if not args else UNKNOWN
    elements = [element_of(iterated(frame, a.value)) for a in args if a.name is None]
    if name == "enumerate":
        element = Value(Kind.UNKNOWN, items=(_INT, elements[0]))
    elif name == "zip":
        element = Value(Kind.UNKNOWN, items=tuple(elements))
    else:
        element = elements[0]
    kind = Kind.STATIC if all(a.value.kind is Kind.STATIC for a in args) else Kind.UNKNOWN
    items = args[0].value.items if name in ("list", "tuple") else None
    if name == "enumerate" and len(args) == 1 and args[0].value.items is not None:
        # `for i, cfg in enumerate(SWEEP)`: each (index, item), as the loop sees them.
        given = args[0].value.items
        items = tuple(
            Value(v.kind if v.kind is Kind.STATIC else Kind.UNKNOWN, items=(constant(i), v))
            for i, v in enumerate(given)
        )
    pytype = PyType.LIST if name == "list" else PyType.SEQUENCE
    return Value(kind, pytype=pytype, items=items, elem=element)


def math_call(frame: Frame, fullname: str, expr: CallExpr, args: list[Arg]) -> Value:
    """`math.*` calls `__float__`/`__index__` on its arguments (but `math.prod`)."""
    if fullname in fn.MATH_NON_CONVERTING:
        return arith_builtin(frame, expr, args)
    for arg in args:
        if arg.value.is_tracer:
            fix = traced_conversion.math_fix(fullname)
            traced_conversion.report(frame.ctx, expr, arg.value, f'"{fullname}()"', fix)
            return UNKNOWN
    return STATIC if all(a.value.kind is Kind.STATIC for a in args) else UNKNOWN


def _getattr(frame: Frame, expr: CallExpr, args: list[Arg]) -> Value:
    """`getattr(module, name)` with a name the engine knows (a constant, a config's field):
    the module's global, as `module.name` reads it (`getattr(objectives, cfg.loss)`)."""
    if len(args) < 2 or any(a.star or a.name is not None for a in args[:2]):
        return UNKNOWN
    owner, name = args[0].node, args[1].value.const
    if is_module_ref(owner) and name is None and not args[1].value.is_tracer:
        assert isinstance(owner, NameExpr | MemberExpr) and isinstance(owner.node, MypyFile)
        if frame.may_choose(args[1].node):
            return _any_function(frame, owner.node) or UNKNOWN
        return UNKNOWN
    if not (is_module_ref(owner) and name is not None and isinstance(name[0], str)):
        return UNKNOWN
    assert isinstance(owner, NameExpr | MemberExpr) and isinstance(owner.node, MypyFile)
    symbol = owner.node.names.get(name[0])
    node = symbol.node if symbol is not None else None
    return frame.functions.global_value(node, node.fullname) if node is not None else UNKNOWN


def _any_function(frame: Frame, module: MypyFile) -> Value | None:
    """`getattr(objectives, cfg.loss)` by a name the engine cannot read: one of the public
    functions the module defines (choices.py), where it defines at most a few."""
    defined = [
        symbol.node
        for name, symbol in module.names.items()
        if not name.startswith("_")
        and isinstance(symbol.node, FuncDef | Decorator)
        and symbol.node.fullname == f"{module.fullname}.{name}"
    ]
    if not defined or len(defined) > choices.MAX_OPTIONS:
        return None
    return choices.choice(frame.functions.global_value(d, d.fullname) for d in defined)


BUILTINS: dict[str, Builtin] = {
    "builtins.bool": _bool,
    "builtins.int": _convert,
    "builtins.float": _convert,
    "builtins.complex": _convert,
    "builtins.bytes": _serialise,
    "builtins.bytearray": _serialise,
    "_pickle.dumps": _serialise,  # what mypy resolves pickle.dumps to
    "_pickle.dump": _serialise,
    "builtins.range": _range,
    "builtins.len": _static_builtin,
    "builtins.max": _comparing,
    "builtins.min": _comparing,
    "builtins.sorted": _comparing,
    "builtins.any": _comparing,
    "builtins.all": _comparing,
    "builtins.sum": arith_builtin,
    "builtins.abs": arith_builtin,
    "builtins.round": arith_builtin,
    "builtins.pow": arith_builtin,
    "builtins.divmod": arith_builtin,
    "builtins.isinstance": _type_test,
    "builtins.issubclass": _static_builtin,
    "builtins.callable": _callable,
    "builtins.hasattr": _type_test,
    "builtins.getattr": _getattr,
    "builtins.type": _static_builtin,
    "builtins.id": _static_builtin,
    "builtins.repr": _static_builtin,
    "builtins.str": _static_builtin,
    "builtins.print": _print,
    "builtins.hash": _hash,
    "builtins.set": _set,
    "builtins.dict": _dict,
    "collections.OrderedDict": _dict,
    "collections.defaultdict": _defaultdict,
    "builtins.frozenset": _set,
    "builtins.enumerate": _sequence_builtin,
    "builtins.zip": _sequence_builtin,
    "builtins.reversed": _sequence_builtin,
    "builtins.list": _sequence_builtin,
    "builtins.tuple": _sequence_builtin,
    "builtins.iter": _sequence_builtin,
    "builtins.next": _next,
    **dict.fromkeys(fn.INDEX_FUNCTIONS, _index_function),
}
