"""Whether a pytree class declares a field static, as the class statement writes it.

`x: int = field(pytree_node=False)` (flax), `eqx.field(static=True)` (equinox) and
`dataclasses.field(metadata={"static": True})` (`jax.tree_util.register_dataclass`)
say so directly. Projects also write the marker once, in a helper of the module
(`static_field = lambda v: dataclasses.field(default=v, metadata=dict(static=True))`, a
`def` returning such a call, `functools.partial(dataclasses.field, metadata=...)`, or the
metadata dict in a module-level name): read through one level of such a helper. A field
made by a call the engine cannot read (a helper of another module, markers passed as
the helper's parameters) may be static: unknown, never traced.
"""

from __future__ import annotations

from typing import Final

from mypy.nodes import (
    AssignmentStmt,
    Block,
    CallExpr,
    ClassDef,
    DictExpr,
    Expression,
    FuncDef,
    LambdaExpr,
    MypyFile,
    NameExpr,
    RefExpr,
    ReturnStmt,
    StrExpr,
    TypeInfo,
)

_FIELD_FUNCTIONS: Final = frozenset(
    {"dataclasses.field", "flax.struct.field", "equinox._module._field.field", "equinox.field"}
)
_PARTIAL: Final = frozenset({"functools.partial"})
# Calls of these packages' functions make a default value, never a field.
_LIBRARIES: Final = ("builtins.", "jax.", "numpy.", "math.", "optax.", "flax.", "equinox.")


def declared_static(defn: ClassDef, name: str, tree: MypyFile | None) -> bool | None:
    """True where the class statement declares field `name` static, False where it is an
    ordinary (traced) field, None where a helper the engine cannot read makes it."""
    for stmt in defn.defs.body:
        if not isinstance(stmt, AssignmentStmt) or not isinstance(stmt.rvalue, CallExpr):
            continue
        if any(isinstance(t, NameExpr) and t.name == name for t in stmt.lvalues):
            return _made_static(stmt.rvalue, tree, helpers=1)
    return False


def _made_static(call: CallExpr, tree: MypyFile | None, helpers: int) -> bool | None:
    callee = call.callee
    if not isinstance(callee, RefExpr):
        return None
    if callee.fullname in _FIELD_FUNCTIONS:
        return _markers(call, tree)
    made = _module_value(callee, tree) if helpers > 0 else None
    if isinstance(made, LambdaExpr | FuncDef):
        returned = _returned(made.body)
        if returned is None:
            return None
        if not isinstance(returned, CallExpr):
            return False  # a helper that makes a default value
        return _made_static(returned, tree, helpers - 1)
    if isinstance(made, CallExpr) and _partial_of_field(made):
        said = (_markers(made, tree), _markers(call, tree))  # the partial's, the call's
        if True in said:
            return True
        return None if None in said else False
    if isinstance(callee.node, TypeInfo) or callee.fullname.startswith(_LIBRARIES):
        return False  # `x: jax.Array = jnp.zeros(3)`, `cfg: Config = Config()`
    return None


def _markers(call: CallExpr, tree: MypyFile | None) -> bool | None:
    """What a field function's arguments say: True (static), False (not), None where a
    marker is given by a value the engine does not read (a helper's parameter)."""
    unread = False
    for arg, keyword in zip(call.args, call.arg_names, strict=True):
        if keyword == "pytree_node":
            found = _literal(arg)
            if found is False:
                return True
            unread = unread or found is None
        elif keyword == "static":
            found = _literal(arg)
            if found is True:
                return True
            unread = unread or found is None
        elif keyword == "metadata":
            found = _static_metadata(arg, tree)
            if found is True:
                return True
            unread = unread or found is None
    return None if unread else False


def _static_metadata(expr: Expression, tree: MypyFile | None) -> bool | None:
    if isinstance(expr, NameExpr):
        held = _module_value(expr, tree)
        return _static_metadata(held, None) if isinstance(held, Expression) else None
    items: list[tuple[str, Expression]] = []
    if isinstance(expr, DictExpr):
        items = [(k.value, v) for k, v in expr.items if isinstance(k, StrExpr)]
        if len(items) != len(expr.items):
            return None
    elif isinstance(expr, CallExpr) and _named(expr.callee, "builtins.dict"):
        if any(keyword is None for keyword in expr.arg_names):
            return None
        items = [(k, v) for k, v in zip(expr.arg_names, expr.args, strict=True) if k]
    else:
        return None
    found = next((value for key, value in items if key == "static"), None)
    return False if found is None else _literal(found)


def _literal(expr: Expression) -> bool | None:
    if _named(expr, "builtins.True"):
        return True
    if _named(expr, "builtins.False"):
        return False
    return None


def _named(expr: Expression, fullname: str) -> bool:
    return isinstance(expr, NameExpr) and expr.fullname == fullname


def _partial_of_field(call: CallExpr) -> bool:
    callee, args = call.callee, call.args
    return (
        isinstance(callee, RefExpr)
        and callee.fullname in _PARTIAL
        and bool(args)
        and isinstance(args[0], RefExpr)
        and args[0].fullname in _FIELD_FUNCTIONS
    )


def _module_value(ref: RefExpr, tree: MypyFile | None) -> Expression | FuncDef | None:
    """What a module-level name of `tree` holds: the def it names, or the value its one
    assignment gives it."""
    if tree is None or not isinstance(ref, NameExpr):
        return None
    if isinstance(ref.node, FuncDef) and ref.node.fullname == f"{tree.fullname}.{ref.name}":
        return next((d for d in tree.defs if isinstance(d, FuncDef) and d.name == ref.name), None)
    assigned = [
        stmt.rvalue
        for stmt in tree.defs
        if isinstance(stmt, AssignmentStmt)
        and any(isinstance(t, NameExpr) and t.name == ref.name for t in stmt.lvalues)
    ]
    return assigned[0] if len(assigned) == 1 else None


def _returned(body: Block) -> Expression | None:
    """The expression a helper of one statement returns (a lambda's body is one)."""
    statements = body.body
    if len(statements) == 1 and isinstance(statements[0], ReturnStmt):
        return statements[0].expr
    return None
