"""What a type test says of a tracer: `hasattr(x, "shape")`, `isinstance(x, jax.Array)`,
`isinstance(x, np.ndarray)`.

A tracer has the attributes of an array's abstract value (`shape`, `dtype`, ...), not those
of a computed array (`sharding`, `device`), and is an instance of `jax.Array`, never of
`np.ndarray` or a Python number (measured on 0.10.2). Where the engine knows a value is a
traced array, such a test is a constant (`test_result`): the branch a tracer never takes
is not analysed. Where it knows only that the value holds tracers (a jit parameter may be
any pytree), the branch where the test says "no array" sees the value as unknown
(`refinements`), and the code after the test sees it so only when that branch is the one
way there (`if hasattr(x, "shape"): return ...`). Library code guards NumPy calls this
way (`x.shape if hasattr(x, "shape") else np.asarray(x).shape`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Final

from mypy.nodes import (
    ARG_POS,
    CallExpr,
    Expression,
    FuncDef,
    NameExpr,
    OpExpr,
    RefExpr,
    ReturnStmt,
    StrExpr,
    TupleExpr,
    TypeAlias,
    TypeInfo,
    UnaryExpr,
    Var,
)
from mypy.types import Instance, get_proper_type

from jaxthink_typing.analysis.choices import Choice, holds_instances
from jaxthink_typing.analysis.env import Env
from jaxthink_typing.analysis.kinds import Kind, Origin, Value

# Attributes of every jax array, a tracer's included (measured on 0.10.2 under jit, vmap,
# grad and scan).
ARRAY_ATTRIBUTES: Final = frozenset(
    {"shape", "dtype", "ndim", "size", "T", "at", "astype", "reshape", "aval"}
)
# Attributes of a concrete jax array that a tracer lacks (the same measurement); code tests
# them to tell a computed array from a tracer. (`hasattr(tracer, "is_fully_replicated")`
# and a few more raise instead: left unknown.)
CONCRETE_ONLY: Final = frozenset(
    {"sharding", "device", "platform", "block_until_ready", "copy_to_host_async", "is_ready"}
)
# Classes a tracer is an instance of.
ARRAY_CLASSES: Final = frozenset(
    {
        "jax.Array",
        "jax._src.basearray.Array",
        "jax.numpy.ndarray",
        "jax.core.Tracer",
        "jax._src.core.Tracer",
    }
)
# Classes neither a tracer nor a pytree holding one is an instance of.
NEVER_TRACED: Final = frozenset(
    {
        "numpy.ndarray",
        "numpy.generic",
        "numpy.number",
        "numpy.integer",
        "numpy.floating",
        "numpy.bool_",
        "builtins.int",
        "builtins.float",
        "builtins.complex",
        "builtins.bool",
        "builtins.str",
        "builtins.bytes",
        "numbers.Number",
        "numbers.Complex",
        "numbers.Real",
        "numbers.Integral",
    }
)

# A variable, its value on a branch, and its value before the test.
Binding = tuple[Var, Value, Value]
# The tested expression, the test's answer for a traced array, and whether that answer
# holds for any value holding tracers (a pytree of them) too.
Test = tuple[Expression, bool, bool]


# The engine's own def of the function a call names (its body, whatever mypy's cache
# holds), where the call is to one of the program's functions: `Frame.called_def`.
Helper = Callable[[CallExpr], FuncDef | None]


def array_test(expr: Expression, helper: Helper | None = None) -> Test | None:
    """`hasattr(e, "shape")`, `isinstance(e, jax.Array)`: true of a traced array;
    `hasattr(e, "sharding")`: false of one; `isinstance(e, np.ndarray)`: false of anything
    holding tracers. Also a call of a helper of the program whose body is only such a
    test of its one parameter (`_is_tracer(e)`: `return isinstance(x, jax.core.Tracer)`)."""
    if isinstance(expr, CallExpr) and helper is not None and expr.arg_kinds == [ARG_POS]:
        return _helper_test(expr, helper)
    if not isinstance(expr, CallExpr) or len(expr.args) != 2 or any(expr.arg_names):
        return None
    callee = expr.callee
    name = callee.fullname if isinstance(callee, RefExpr) else None
    tested, other = expr.args
    if name == "builtins.hasattr":
        attribute = other.value if isinstance(other, StrExpr) else None
        if attribute in ARRAY_ATTRIBUTES:
            return tested, True, False
        if attribute in CONCRETE_ONLY:
            return tested, False, False
        return None
    if name != "builtins.isinstance":
        return None
    names = {_class_name(c) for c in _classes(other)}
    if names and names <= ARRAY_CLASSES:
        return tested, True, False
    if names and names <= NEVER_TRACED:
        return tested, False, True
    return None


def _classes(given: Expression) -> list[Expression]:
    """The classes `isinstance`'s second argument names: a tuple's items, or itself."""
    return given.items if isinstance(given, TupleExpr) else [given]


def _class_name(expr: Expression) -> str:
    """The class a type test names, through an alias (`JTensor = jax.Array`)."""
    if not isinstance(expr, RefExpr):
        return ""
    node = expr.node
    if isinstance(node, TypeAlias):
        target = get_proper_type(node.target)
        if isinstance(target, Instance):
            return target.type.fullname
    return expr.fullname


def _helper_test(call: CallExpr, helper: Helper) -> Test | None:
    func = helper(call)
    if func is None or len(func.arguments) != 1 or len(func.body.body) != 1:
        return None
    returned = func.body.body[0]
    if not isinstance(returned, ReturnStmt) or returned.expr is None:
        return None
    test = array_test(returned.expr)
    parameter = func.arguments[0].variable.name
    if test is None or not (isinstance(test[0], NameExpr) and test[0].name == parameter):
        return None
    return call.args[0], test[1], test[2]


def test_result(expr: CallExpr, value: Value) -> bool | None:
    """The test's answer where `value` is what it tests, if the engine knows it (a
    computed jax array, made eagerly, answers as an array that is no tracer)."""
    test = array_test(expr)
    if test is None:
        return None
    if value.kind is Kind.CONCRETE and value.pytype.is_array:
        return _concrete_answer(expr)
    if not value.is_tracer:
        return None
    _, answer, for_any = test
    return answer if for_any or value.pytype.is_array else None


# The classes a computed jax array is an instance of (a tracer is one too).
_COMPUTED_ARRAY_CLASSES: Final = frozenset(
    {"jax.Array", "jax._src.basearray.Array", "jax.numpy.ndarray"}
)


def _concrete_answer(expr: CallExpr) -> bool | None:
    """What a type test says of a computed jax array: it has every array attribute, and
    is an instance of `jax.Array` but not of a tracer, NumPy's arrays or a number."""
    callee = expr.callee
    name = callee.fullname if isinstance(callee, RefExpr) else None
    other = expr.args[1]
    if name == "builtins.hasattr":
        attribute = other.value if isinstance(other, StrExpr) else None
        return True if attribute in ARRAY_ATTRIBUTES | CONCRETE_ONLY else None
    names = {_class_name(c) for c in _classes(other)}
    if names and names <= _COMPUTED_ARRAY_CLASSES:
        return True
    if names and names <= (ARRAY_CLASSES - _COMPUTED_ARRAY_CLASSES) | NEVER_TRACED:
        return False
    return None


def refinements(
    env: Env, expr: Expression, helper: Helper | None = None
) -> tuple[list[Binding], list[Binding]]:
    """What each outcome of the test `expr` says of a variable holding tracers: the
    bindings where it is true, and where it is false."""
    if isinstance(expr, UnaryExpr) and expr.op == "not":
        when_true, when_false = refinements(env, expr.expr, helper)
        return when_false, when_true
    if isinstance(expr, OpExpr) and expr.op in ("and", "or"):
        left = refinements(env, expr.left, helper)
        right = refinements(env, expr.right, helper)
        if expr.op == "and":
            return left[0] + right[0], []
        return [], left[1] + right[1]
    picked = _picked_by_class(env, expr)
    if picked is not None:
        return picked
    test = array_test(expr, helper)
    if test is None or not isinstance(test[0], NameExpr):
        return [], []
    variable = test[0].node
    value = env.lookup(variable) if isinstance(variable, Var) else None
    if not isinstance(variable, Var) or value is None or not value.is_tracer:
        return [], []
    unknown = Value(Kind.UNKNOWN, Origin(f'"{variable.name}" is no jax array on this branch'))
    narrowed = [(variable, unknown, value)]
    return ([], narrowed) if test[1] else (narrowed, [])


def _picked_by_class(env: Env, expr: Expression) -> tuple[list[Binding], list[Binding]] | None:
    """`isinstance(f, Smooth)` of a variable holding one of several objects of the
    program (choices.py): the objects of that class where the test is true, the others
    where it is false (`if isinstance(f, Smooth): f = jax.jit(f)` jits a `Smooth`)."""
    if not isinstance(expr, CallExpr) or len(expr.args) != 2 or any(expr.arg_names):
        return None
    callee, (tested, other) = expr.callee, expr.args
    if not (isinstance(callee, RefExpr) and callee.fullname == "builtins.isinstance"):
        return None
    variable = tested.node if isinstance(tested, NameExpr) else None
    value = env.lookup(variable) if isinstance(variable, Var) else None
    if not isinstance(variable, Var) or value is None or not holds_instances(value):
        return None
    classes = _classes(other)
    infos = [c.node for c in classes if isinstance(c, RefExpr) and isinstance(c.node, TypeInfo)]
    if len(infos) != len(classes):
        return None
    options = value.func.options if isinstance(value.func, Choice) else ()
    yes = [
        o for o in options if o.cls is not None and any(o.cls.has_base(i.fullname) for i in infos)
    ]
    no = [o for o in options if o not in yes]
    return _narrowed_to(variable, yes, value), _narrowed_to(variable, no, value)


def _narrowed_to(variable: Var, options: list[Value], value: Value) -> list[Binding]:
    if not options:
        return []
    one = options[0] if len(options) == 1 else Value(Kind.UNKNOWN, func=Choice(tuple(options)))
    return [(variable, one, value)]


def right_side(env: Env, expr: OpExpr, helper: Helper | None = None) -> list[Binding]:
    """What the left side of `and` / `or` says of a variable where the right side runs
    (`not isinstance(n, jax.core.Tracer) and n > 3`: `n` is no tracer there)."""
    when_true, when_false = refinements(env, expr.left, helper)
    return when_true if expr.op == "and" else when_false


@contextmanager
def refined(env: Env, bindings: list[Binding]) -> Iterator[None]:
    """`env` with `bindings` for the time of an expression."""
    saved = [(var, env.values.get(var)) for var, _, _ in bindings]
    for var, value, _ in bindings:
        env.set(var, value)
    try:
        yield
    finally:
        for var, old in saved:
            if old is None:
                env.values.pop(var, None)
            else:
                env.set(var, old)


def settle(outcomes: list[tuple[Env, list[Binding]]]) -> list[Env]:
    """The branches that fall through an `if`, each with what its test said of a
    variable undone, unless every one of them was narrowed so (then the code after it
    runs only where the test said "no array")."""
    narrowed: dict[Var, int] = {}
    for env, bindings in outcomes:
        for var in {var for var, value, _ in bindings if env.values.get(var) is value}:
            narrowed[var] = narrowed.get(var, 0) + 1
    kept = {var for var, count in narrowed.items() if count == len(outcomes)}
    for env, bindings in outcomes:
        for var, value, original in bindings:
            if var not in kept and env.values.get(var) is value:
                env.set(var, original)
    return [env for env, _ in outcomes]
