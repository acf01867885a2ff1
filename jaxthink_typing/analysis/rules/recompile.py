"""jax-recompile (a note): code that makes jit compile the same function again.

jit caches a compiled program by the function object, the static arguments' values and the
other arguments' types and shapes. Reported, in eager code reached from the module's top
level (analysis/iteration.py says what a loop changes on each pass):

- a transformation that compiles (`jax.jit`, `filter_jit`, `nnx.jit`) applied on every pass
  of a loop, or in a function called on every pass, to a function made there (a lambda, a
  nested def, `functools.partial`, another transformation's result, a bound method), and
  the result called on that pass;
- a static argument (`static_argnums`/`static_argnames`, `Static[...]`) or a static field
  of a pytree argument (`eqx.field(static=True)`, `pytree_node=False`, `meta_fields`) given
  a number that changes on every pass;
- a traced argument whose shape changes on every pass (a list grown in the loop, a slice
  with a bound that changes), and a Python scalar of another type than at an earlier call
  on straight-line code (an `int`, then a `float`).
"""

from __future__ import annotations

from mypy.nodes import (
    FUNC_NO_INFO,
    CallExpr,
    Decorator,
    Expression,
    FloatExpr,
    FuncDef,
    IntExpr,
    LambdaExpr,
    MemberExpr,
    MypyFile,
    NameExpr,
    RefExpr,
    Statement,
    TypeInfo,
    Var,
)

from jaxthink_typing import codes
from jaxthink_typing.analysis import fullnames as fn
from jaxthink_typing.analysis.callables import Arg, FunctionValue
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.iteration import (
    Iteration,
    Loop,
    changing_shape,
    clamped,
    literal_constants,
    of_float_call,
    varies,
)
from jaxthink_typing.analysis.kinds import Kind, PyType, Value
from jaxthink_typing.analysis.plain_classes import is_plain_class
from jaxthink_typing.analysis.pytrees import constructor_fields, field_kind
from jaxthink_typing.analysis.rules.rebuilt_static import rebuilt
from jaxthink_typing.analysis.rules.wording import add, quoted
from jaxthink_typing.analysis.specs.base import Role, Spec, Transform
from jaxthink_typing.analysis.transforms import Param, params_of

_SCALARS = ("bool", "int", "float", "complex")


def wrapped(
    ctx: Context,
    iteration: Iteration | None,
    statement: Statement | None,
    spec: Spec,
    arg: Arg,
    made: CallExpr,
    function: Value,
    at_once: bool,
) -> None:
    """`jax.jit(f)` made at `made`: on every pass, of a function made on that pass, it is a
    new function to compile; reported now when it is called at once (`jax.jit(f)(x)`),
    else when a call on the same pass compiles it (`called`)."""
    scope = iteration.scope() if iteration is not None else None
    if scope is None or iteration is None or not spec.compiles:
        return
    if not isinstance(function.func, FunctionValue):
        return
    if not scope.runs_every_pass(statement):
        return
    what = _made_anew(ctx, spec, arg, scope, iteration)
    if what is None:
        return
    if at_once:
        _report_fresh(ctx, made, spec.shown, what, scope, iteration)
    else:
        scope.fresh[function.func] = (made, spec.shown, what)


def called(
    ctx: Context,
    iteration: Iteration | None,
    statement: Statement | None,
    target: FunctionValue,
    args: list[Arg],
    call: CallExpr,
) -> None:
    """A call, in eager code, of a function that a transformation compiles."""
    if iteration is None:
        return
    scope = iteration.scope()
    every = scope is not None and scope.runs_every_pass(statement)
    if every and scope is not None and target in scope.fresh:
        made, shown, what = scope.fresh.pop(target)
        _report_fresh(ctx, made, shown, what, scope, iteration)
        return
    jit = next((t for t in reversed(target.transforms) if t.spec.compiles), None)
    if jit is None or any(a.star for a in args):
        return
    loops = iteration.loops
    for param, arg in _passed(target, args):
        static = target.is_static(jit, param)
        if (
            every
            and loops
            and _changes_static(ctx, iteration, target, jit, param, arg, call, static)
        ):
            return
        if static:
            continue
        if every and loops and _changes_shape(ctx, target, arg, call, loops):
            return
        straight = id(statement) in iteration.straight and not jit.spec.filtered
        if straight and _changes_type(ctx, iteration, target, param, arg, call):
            return


def _report_fresh(
    ctx: Context, made: Expression, shown: str, what: str, scope: Loop, iteration: Iteration | None
) -> None:
    message = (
        f"{shown} is given a new function on each iteration ({what}): each call compiles it again"
    )
    notes = [f"{shown} caches what it compiled by the function object"]
    if iteration is not None and not iteration.loops and scope is iteration.step:
        notes.append(f"This code runs on each iteration of the loop at line {scope.line}")
    fix = (
        f"apply {shown} once, outside the loop, to a function that takes what changes as arguments"
    )
    add(ctx, made, codes.RECOMPILE, message, "note", fix=fix, notes=tuple(notes))


def _made_anew(ctx: Context, spec: Spec, arg: Arg, scope: Loop, iteration: Iteration) -> str | None:
    """How the function given to a transformation is a new object on each pass, of the
    same code on every pass, if it is."""
    node = arg.node
    if not isinstance(arg.value.func, FunctionValue):
        return None
    if isinstance(node, LambdaExpr):
        return "a lambda"
    if isinstance(node, CallExpr):
        return _made_by_call(ctx, node, iteration)
    if isinstance(node, MemberExpr) and not spec.filtered:
        # equinox's filter_jit compares bound methods by value (the same object's hit its
        # cache), and nnx.jit rejects them: measured.
        return _bound_method(ctx, node, arg.value.func, iteration)
    if isinstance(node, NameExpr):
        definition = node.node
        if isinstance(definition, FuncDef | Decorator) and id(definition) in scope.every:
            return f'"{node.name}", defined anew each time'
        if isinstance(definition, Var) and definition in scope.assigned:
            made = scope.assigned[definition]
            if isinstance(made, LambdaExpr):
                return f'"{node.name}", a new lambda each time'
            if isinstance(made, CallExpr) and _made_by_call(ctx, made, iteration) is not None:
                return f'"{node.name}", made anew each time'
    return None


def _made_by_call(ctx: Context, node: CallExpr, iteration: Iteration) -> str | None:
    """`functools.partial(f, ...)` or `jax.grad(f)`: a new object, of the same `f` on every
    pass (not one a loop variable names: `partial(fn, c)` over a list of functions)."""
    callee = node.callee
    name = callee.fullname if isinstance(callee, RefExpr) else None
    if not node.args or not _same_code(ctx, node.args[0], iteration):
        return None
    if name == fn.PARTIAL:
        return "a new functools.partial object"
    spec = ctx.settings.spec_for(name) if name else None
    if spec is not None and spec.role is Role.WRAPS:
        return f"the result of {spec.shown}(...)"
    return None


def _same_code(ctx: Context, expr: Expression, iteration: Iteration) -> bool:
    """Whether `expr` gives a function of the same code on every pass."""
    if isinstance(expr, LambdaExpr):
        return True
    if isinstance(expr, NameExpr):
        node = expr.node
        if isinstance(node, FuncDef | Decorator):
            return True
        return isinstance(node, Var) and iteration.stable(node)
    if isinstance(expr, MemberExpr):
        return _stable_object(expr.expr, iteration)
    if isinstance(expr, CallExpr):
        return _made_by_call(ctx, expr, iteration) is not None
    return False


def _stable_object(expr: Expression, iteration: Iteration) -> bool:
    """An object whose methods are the same code on every pass: one bound before the
    loop, `self`, or a new instance of one class (`Model(cfg).apply`)."""
    if isinstance(expr, NameExpr) and isinstance(expr.node, Var):
        return expr.name == "self" or iteration.stable(expr.node)
    if isinstance(expr, NameExpr):
        return isinstance(expr.node, MypyFile)  # a module's function
    return (
        isinstance(expr, CallExpr)
        and isinstance(expr.callee, RefExpr)
        and isinstance(expr.callee.node, TypeInfo)
    )


def _bound_method(
    ctx: Context, node: MemberExpr, function: FunctionValue, iteration: Iteration
) -> str | None:
    """`obj.method` of a plain object: Python makes a new bound method object at each
    access (a pytree's, an equinox Module's, is hashed by value: jax.jit rejects it)."""
    method = function.node
    if not function.bound or not isinstance(method, FuncDef) or method.info is FUNC_NO_INFO:
        return None
    if method.is_static or method.is_class or method.is_property or method.name != node.name:
        return None
    owner = function.bound[0].cls
    if not isinstance(owner, TypeInfo) or owner.get_method(node.name) is None:
        return None
    if not is_plain_class(owner, ctx.tree, ctx.source.lines):
        return None
    if not _stable_object(node.expr, iteration):
        return None
    return f'a bound method: "{node.name}" makes a new one at each access'


def _passed(target: FunctionValue, args: list[Arg]) -> list[tuple[Param, Arg]]:
    """Each parameter with the argument passed for it (as `static_arg.check_hashable`)."""
    positional = [a for a in args if a.name is None]
    found: list[tuple[Param, Arg]] = []
    for param in params_of(list(target.node.arguments)):
        if param.is_star:
            continue
        arg = next((a for a in args if a.name == param.name), None)
        if arg is None and param.position is not None:
            index = param.position - len(target.bound)
            arg = positional[index] if 0 <= index < len(positional) else None
        if arg is not None:
            found.append((param, arg))
    return found


def _changes_static(
    ctx: Context,
    iteration: Iteration,
    target: FunctionValue,
    jit: Transform,
    param: Param,
    arg: Arg,
    call: CallExpr,
    static: bool,
) -> bool:
    """A static argument, or a static field of a pytree argument, given a number that
    changes on each pass (or an object that is a new key on each pass)."""
    loops = iteration.loops
    snippet = quoted(ctx.source.snippet(arg.node) or param.name)
    name = _name(ctx, target, call)
    value = arg.value
    if static:
        number = value.kind is Kind.STATIC and (
            value.pytype.is_number
            or (value.pytype is PyType.OTHER and of_float_call(arg.node, loops))
        )
        until = _until_limit(ctx, iteration, arg) if number else None
        if not number or not (varies(arg.node, loops) or until is not None):
            return _rebuilt_object(ctx, jit, param, arg, call, name, loops)
        message = (
            f'The static argument "{param.name}" of "{name}" is given {snippet}, which changes '
            f'on each iteration{until or ""}: JAX compiles "{name}" again for each new value'
        )
        fix = (
            "make it an ordinary (traced) argument if only its value is used; if it must be "
            "static (a shape, a count), keep the values it takes few"
        )
        add(ctx, call, codes.RECOMPILE, message, "note", fix=fix, notes=(_static_note(jit),))
        return True
    found = _static_field(ctx, arg.node, loops)
    if found is None:
        return False
    cls, field, given = found
    message = (
        f'The static field "{field}" of "{cls.name}" is given '
        f"{quoted(ctx.source.snippet(given) or field)}, which changes on each iteration: JAX "
        f'compiles "{name}" again for each new value'
    )
    fix = f'make "{field}" an ordinary (traced) field if only its value is used'
    notes = ("A static field is part of the pytree's structure, which jit's cache compares",)
    add(ctx, call, codes.RECOMPILE, message, "note", fix=fix, notes=notes)
    return True


def _until_limit(ctx: Context, iteration: Iteration, arg: Arg) -> str | None:
    """`t = max(floor, t * 0.9)` in the loop, from a start it leaves on the first two passes
    (three values, so three compilations at least): the words that say until when."""
    clamp = clamped(arg.node, iteration.loops)
    start = arg.value.const[0] if arg.value.const is not None else None
    if clamp is None or not isinstance(start, int | float) or isinstance(start, bool):
        return None
    limit = _number_of(ctx, iteration, clamp.limit)
    if limit is None:
        return None
    values = clamp.passes(start, limit, 3)
    if len(set(values)) != len(values):
        return None
    shown = ", ".join(f"{v:.4g}" for v in values)
    what = quoted(ctx.source.snippet(clamp.limit) or str(limit))
    return f" until it reaches {what} ({shown}, ...)"


def _number_of(ctx: Context, iteration: Iteration, expr: Expression) -> float | None:
    """A literal number, or a name assigned one literal number only, in the function
    running the loop or at the module's top level."""
    if isinstance(expr, IntExpr | FloatExpr):
        return expr.value
    if not isinstance(expr, NameExpr) or not isinstance(expr.node, Var):
        return None
    found = iteration.constants().get(expr.node)
    return literal_constants(ctx.tree.defs).get(expr.node) if found is None else found


def _rebuilt_object(
    ctx: Context,
    jit: Transform,
    param: Param,
    arg: Arg,
    call: CallExpr,
    name: str,
    loops: list[Loop],
) -> bool:
    """A static argument given an object built anew on each pass that jit's cache tells
    apart from the last one (rules/rebuilt_static.py)."""
    found = rebuilt(ctx, arg.node, loops)
    if found is None:
        return False
    if found.field is None:
        message = (
            f'The static argument "{param.name}" of "{name}" is a new {found.shown} on each '
            f'iteration, compared by identity: JAX compiles "{name}" again for each one'
        )
    else:
        given = quoted(ctx.source.snippet(found.given) or found.field) if found.given else ""
        message = (
            f'The static argument "{param.name}" of "{name}" is a {found.shown} whose field '
            f'"{found.field}" is given {given}, which changes on each iteration: JAX compiles '
            f'"{name}" again for each new value'
        )
    notes = (_static_note(jit), found.why)
    add(ctx, call, codes.RECOMPILE, message, "note", fix=found.fix, notes=notes)
    return True


def _static_note(jit: Transform) -> str:
    return f"{jit.name} (line {jit.line}) compiles once for each value of a static argument"


def _static_field(
    ctx: Context, expr: Expression, loops: list[Loop], depth: int = 0
) -> tuple[TypeInfo, str, Expression] | None:
    """`Model(w, k=i)` (or a name assigned it on each pass): a constructor that puts a
    changing number in a static field."""
    if isinstance(expr, NameExpr) and isinstance(expr.node, Var) and depth < 4:
        for loop in reversed(loops):
            if expr.node in loop.assigned:
                return _static_field(ctx, loop.assigned[expr.node], loops, depth + 1)
        return None
    if not isinstance(expr, CallExpr) or not isinstance(expr.callee, RefExpr):
        return None
    cls = expr.callee.node
    if not isinstance(cls, TypeInfo):
        return None
    passed = [
        (name, kind.is_star()) for name, kind in zip(expr.arg_names, expr.arg_kinds, strict=True)
    ]
    fields = constructor_fields(cls, passed)
    if fields is None:
        return None
    tree = ctx.tree_for(cls.module_name)
    for field, given in zip(fields, expr.args, strict=True):
        if varies(given, loops) and field_kind(cls, field, tree) == "static":
            return cls, field, given
    return None


def _changes_shape(
    ctx: Context, target: FunctionValue, arg: Arg, call: CallExpr, loops: list[Loop]
) -> bool:
    """A traced argument with a new shape (or length) on each pass."""
    value = arg.value
    shaped = value.pytype in (PyType.ARRAY, PyType.LIST, PyType.SEQUENCE) or value.pytype.is_ndarray
    if (value.kind is Kind.UNKNOWN and value.pytype is PyType.OTHER) or not shaped:
        return False
    why = changing_shape(arg.node, loops)
    if why is None:
        return False
    snippet = quoted(ctx.source.snippet(arg.node) or "this argument")
    name = _name(ctx, target, call)
    message = (
        f'{snippet} has a new shape on each iteration ({why}): JAX compiles "{name}" again '
        "for each shape"
    )
    fix = "give it one shape: pad to the largest size (and mask the padding), or a few buckets"
    add(ctx, call, codes.RECOMPILE, message, "note", fix=fix)
    return True


def _changes_type(
    ctx: Context,
    iteration: Iteration,
    target: FunctionValue,
    param: Param,
    arg: Arg,
    call: CallExpr,
) -> bool:
    """A Python scalar of another type than an earlier straight-line call passed there."""
    const = arg.value.const
    kind = type(const[0]).__name__ if const is not None else None
    if kind not in _SCALARS or arg.value.kind is not Kind.STATIC:
        return False
    assert kind is not None
    seen = iteration.scalars.setdefault((target.node, target.transforms), {})
    earlier = seen.get(param.name)
    if earlier is None:
        seen[param.name] = (kind, call.line)
        return False
    if earlier[0] == kind:
        return False
    first, line = earlier
    seen[param.name] = (kind, call.line)
    name = _name(ctx, target, call)
    message = (
        f'"{name}" was compiled for a Python {first} "{param.name}" at line {line}; this call '
        f"passes a {kind}: JAX compiles it again"
    )
    fix = "pass the same Python type at every call (1.0, not 1, where a float is meant)"
    notes = ("jit's cache tells a Python int, float and bool apart (their dtypes differ)",)
    add(ctx, call, codes.RECOMPILE, message, "note", fix=fix, notes=notes)
    return True


def _name(ctx: Context, target: FunctionValue, call: CallExpr) -> str:
    """The jitted function as the call names it (`step`, not `<lambda>`)."""
    callee = ctx.source.snippet(call.callee)
    return callee if callee is not None and len(callee) <= 40 else target.name
