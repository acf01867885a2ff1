"""A jax array in a static field of a pytree class, passed to a jitted function again.

jit keys its cache on the static metadata of its pytree arguments (`meta_fields`,
`eqx.field(static=True)`, `flax.struct.field(pytree_node=False)`, a flatten function's aux
data) and compares it with `==`. The first call runs; a later call with another instance
whose static field holds a different array of two or more elements makes `==` an array,
whose truth JAX cannot take: ValueError at that call (measured under JAX 0.10.2). The same
array object twice runs (the comparison short-cuts on identity), and so does another
scalar array under jax.jit (not under equinox's filter_jit, which raises for it too).

No shapes are known, so this is a syntactic check of straight-line code, kept to what it
can prove: an array built in place by a `jax.numpy` constructor whose literal arguments
give it two or more elements (`jnp.ones((3, 4))`, `jnp.full(3, w)`, `jnp.eye(3)`,
`jnp.linspace(0, 1, 5)`, `jnp.array([1.0, 2.0])`), given to a pytree class's constructor
for a static field, the instance passed to a function decorated with a jit-like
transformation, and a second call of that function with an instance holding another such
array (a later statement, or the next pass of a `for` loop over two or more literal items
that builds a new one). Branches, `while` loops and loops of unknown length are skipped,
and a name they assign is forgotten.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from mypy.nodes import (
    ARG_STAR,
    ARG_STAR2,
    AssignmentStmt,
    Block,
    CallExpr,
    Decorator,
    Expression,
    ExpressionStmt,
    FloatExpr,
    ForStmt,
    FuncDef,
    IntExpr,
    ListExpr,
    MemberExpr,
    NameExpr,
    RefExpr,
    Statement,
    TupleExpr,
    TypeInfo,
    UnaryExpr,
    WithStmt,
)

from jaxthink_typing import codes
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.pytrees import constructor_fields, field_kind, is_pytree_class
from jaxthink_typing.analysis.rules.wording import add
from jaxthink_typing.analysis.walk import names_and_members

_NUMPY = ("jax.numpy.", "jax._src.numpy.")
_SHAPED = frozenset({"ones", "zeros", "empty", "full"})  # first argument: the shape
_SQUARE = frozenset({"eye", "identity", "tri"})  # N, M=N
# Transformations that cache on their arguments' tree structure (measured: jit, filter_jit).
_CACHING = frozenset({"jax.jit", "equinox.filter_jit"})


@dataclass(frozen=True)
class _Instance:
    """A pytree instance holding fresh arrays in static fields."""

    cls: TypeInfo
    arrays: tuple[tuple[str, object], ...]  # (field, identity of the array object)


@dataclass
class _Scope:
    """What straight-line code has bound so far in one block of statements."""

    ctx: Context
    arrays: dict[str, object] = field(default_factory=dict)  # name -> array identity
    instances: dict[str, _Instance] = field(default_factory=dict)
    seen: dict[str, tuple[_Instance, int]] = field(default_factory=dict)  # jitted -> first
    generation: int = 0  # the pass of the enclosing loops: a new array each pass


def check(ctx: Context) -> None:
    """Report later calls of jitted functions that compare arrays in static fields."""
    _run(_Scope(ctx), ctx.tree.defs)
    for stmt in ctx.tree.defs:
        func = stmt.func if isinstance(stmt, Decorator) else stmt
        if isinstance(func, FuncDef):
            _run(_Scope(ctx), func.body.body)


def _run(scope: _Scope, stmts: list[Statement]) -> None:
    for stmt in stmts:
        if isinstance(stmt, AssignmentStmt):
            _calls(scope, stmt.rvalue)
            _assign(scope, stmt)
        elif isinstance(stmt, ExpressionStmt):
            _calls(scope, stmt.expr)
        elif isinstance(stmt, WithStmt):
            _run(scope, stmt.body.body)
        elif isinstance(stmt, ForStmt) and _passes(stmt.expr) >= 2 and stmt.else_body is None:
            for _ in range(2):
                scope.generation += 1
                _run(scope, stmt.body.body)
        elif not isinstance(stmt, FuncDef | Decorator):
            _forget(scope, stmt)


def _assign(scope: _Scope, stmt: AssignmentStmt) -> None:
    for lvalue in stmt.lvalues:
        if not isinstance(lvalue, NameExpr):
            _forget(scope, lvalue)
            continue
        scope.arrays.pop(lvalue.name, None)
        scope.instances.pop(lvalue.name, None)
        if len(stmt.lvalues) != 1:
            continue
        if _fresh_array(stmt.rvalue):
            scope.arrays[lvalue.name] = (id(stmt.rvalue), scope.generation)
        instance = _instance(scope, stmt.rvalue)
        if instance is not None:
            scope.instances[lvalue.name] = instance


def _forget(scope: _Scope, node: Statement | Expression | Block) -> None:
    """Names that a statement the check does not follow may assign or mutate."""
    if not scope.arrays and not scope.instances:
        return  # nothing bound yet to forget
    name_exprs, member_exprs = names_and_members(node)
    names = [n.name for n in name_exprs] + [_root(m) for m in member_exprs]
    for name in names:
        scope.arrays.pop(name, None)
        scope.instances.pop(name, None)


def _root(member: MemberExpr) -> str:
    base: Expression = member
    while isinstance(base, MemberExpr):
        base = base.expr
    return base.name if isinstance(base, NameExpr) else ""


def _calls(scope: _Scope, expr: Expression) -> None:
    """Calls of jitted functions in `expr` (arguments first, as Python runs them)."""
    if isinstance(expr, CallExpr):
        for arg in expr.args:
            _calls(scope, arg)
        _jitted_call(scope, expr)
    elif isinstance(expr, MemberExpr):
        _calls(scope, expr.expr)


def _jitted_call(scope: _Scope, call: CallExpr) -> None:
    name = _jitted_name(scope.ctx, call.callee)
    if name is None:
        return
    for arg in call.args:
        instance = _instance(scope, arg)
        if instance is None:
            continue
        first = scope.seen.get(name)
        if first is None:
            scope.seen[name] = (instance, call.line)
            continue
        earlier, line = first
        for field_name, identity in instance.arrays:
            before = dict(earlier.arrays).get(field_name)
            if earlier.cls is instance.cls and before is not None and before != identity:
                _report(scope.ctx, call, name, instance.cls, field_name, line)
                return


def _report(
    ctx: Context, call: CallExpr, name: str, cls: TypeInfo, field_name: str, first: int
) -> None:
    where = "on the loop's previous pass" if first == call.line else f"at line {first}"
    message = (
        f'This call of "{name}" passes a "{cls.name}" whose static field "{field_name}" '
        f"holds another jax array than {where}"
    )
    notes = (
        "jit compares static metadata with ==, which for an array of several elements "
        "raises ValueError",
    )
    fix = (
        "make the field a pytree leaf (not static), or keep a hashable value there (a tuple, "
        "a number)"
    )
    add(ctx, call, codes.STATIC_ARG, message, fix=fix, notes=notes)


def _jitted_name(ctx: Context, callee: Expression) -> str | None:
    """The name of a module function decorated with a plain jit-like transformation."""
    if not isinstance(callee, NameExpr) or not isinstance(callee.node, Decorator):
        return None
    decorators = callee.node.decorators
    if len(decorators) != 1 or not isinstance(decorators[0], RefExpr):
        return None
    spec = ctx.settings.spec_for(decorators[0].fullname)
    return callee.name if spec is not None and spec.key in _CACHING else None


def _instance(scope: _Scope, expr: Expression) -> _Instance | None:
    if isinstance(expr, NameExpr):
        return scope.instances.get(expr.name)
    if not isinstance(expr, CallExpr) or not isinstance(expr.callee, RefExpr):
        return None
    info = expr.callee.node
    if not isinstance(info, TypeInfo):
        return None
    tree = scope.ctx.tree_for(info.module_name)
    if not is_pytree_class(info, tree):
        return None
    given = zip(expr.arg_names, expr.arg_kinds, strict=True)
    fields = constructor_fields(
        info, [(name, kind in (ARG_STAR, ARG_STAR2)) for name, kind in given]
    )
    if fields is None:
        return None
    arrays: list[tuple[str, object]] = []
    for field_name, arg in zip(fields, expr.args, strict=True):
        if field_kind(info, field_name, tree) != "static":
            continue
        identity = _array_identity(scope, arg)
        if identity is not None:
            arrays.append((field_name, identity))
    return _Instance(info, tuple(arrays)) if arrays else None


def _array_identity(scope: _Scope, expr: Expression) -> object | None:
    if isinstance(expr, NameExpr):
        return scope.arrays.get(expr.name)
    return (id(expr), scope.generation) if _fresh_array(expr) else None


def _fresh_array(expr: Expression) -> bool:
    """A new jax array of two or more elements, by its literal arguments."""
    if not isinstance(expr, CallExpr) or not isinstance(expr.callee, RefExpr):
        return False
    fullname = expr.callee.fullname
    if not fullname.startswith(_NUMPY):
        return False
    name = fullname.rsplit(".", 1)[-1]
    args = {n: a for n, a in zip(expr.arg_names, expr.args, strict=True) if n is not None}
    positional = [a for n, a in zip(expr.arg_names, expr.args, strict=True) if n is None]

    def arg(index: int, keyword: str) -> Expression | None:
        return positional[index] if index < len(positional) else args.get(keyword)

    size: int | None = None
    if name in _SHAPED:
        size = _size(arg(0, "shape"))
    elif name in _SQUARE:
        rows = _integer(arg(0, "N"))
        columns = _integer(arg(1, "M")) if arg(1, "M") is not None else rows
        size = rows * columns if rows is not None and columns is not None else None
    elif name == "linspace":
        num = arg(2, "num")
        size = 50 if num is None else _integer(num)
    elif name in ("array", "asarray"):
        items = arg(0, "object")
        if isinstance(items, ListExpr | TupleExpr) and all(_number(item) for item in items.items):
            size = len(items.items)
    return size is not None and size >= 2


def _size(shape: Expression | None) -> int | None:
    if isinstance(shape, TupleExpr | ListExpr):
        dims = [_integer(item) for item in shape.items]
        return math.prod(d for d in dims if d is not None) if None not in dims else None
    return _integer(shape)


def _integer(expr: Expression | None) -> int | None:
    return expr.value if isinstance(expr, IntExpr) else None


def _number(expr: Expression) -> bool:
    if isinstance(expr, UnaryExpr) and expr.op == "-":
        expr = expr.expr
    return isinstance(expr, IntExpr | FloatExpr)


def _passes(iterable: Expression) -> int:
    """How many times a `for` loop over `iterable` runs, where literal (else 0)."""
    if isinstance(iterable, TupleExpr | ListExpr):
        return len(iterable.items)
    if (
        isinstance(iterable, CallExpr)
        and isinstance(iterable.callee, NameExpr)
        and iterable.callee.fullname == "builtins.range"
        and iterable.args
        and all(isinstance(a, IntExpr) for a in iterable.args)
        and len(iterable.args) <= 2
    ):
        bounds = [a.value for a in iterable.args if isinstance(a, IntExpr)]
        return bounds[0] if len(bounds) == 1 else bounds[1] - bounds[0]
    return 0
