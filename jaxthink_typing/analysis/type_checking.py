"""Names a module binds one way for mypy and another when it runs:

    if TYPE_CHECKING:
        from dataclasses import dataclass
    else:
        from flax.struct import dataclass

mypy reads the first branch (the second is unreachable to it); Python runs the second. A
decorator named `dataclass` there makes a flax struct, a pytree, and the engine follows
what runs: `runtime_fullname` is the name the running module binds.
"""

from __future__ import annotations

from collections.abc import Mapping

from mypy.nodes import (
    AssignmentStmt,
    Block,
    Expression,
    IfStmt,
    Import,
    ImportFrom,
    MemberExpr,
    MypyFile,
    NameExpr,
    RefExpr,
    UnaryExpr,
)

_FLAGS = ("TYPE_CHECKING", "typing.TYPE_CHECKING", "typing_extensions.TYPE_CHECKING")

# id(tree) -> (tree, its aliases): the tree is kept, so its id stays its own.
_ALIASES: dict[int, tuple[MypyFile, dict[str, str]]] = {}


def runtime_fullname(expr: Expression, tree: MypyFile | None) -> str | None:
    """The full name `expr` (a name in `tree`'s module) refers to when the module runs."""
    if not isinstance(expr, RefExpr):
        return None
    if isinstance(expr, NameExpr) and tree is not None:
        runtime = runtime_aliases(tree).get(expr.name)
        if runtime is not None:
            return runtime
    return expr.fullname


def runtime_aliases(tree: MypyFile) -> Mapping[str, str]:
    """Each name that an `if TYPE_CHECKING: ... else: ...` at the top of the module
    imports in the branch that runs, with what it imports there."""
    known = _ALIASES.get(id(tree))
    if known is not None and known[0] is tree:
        return known[1]
    aliases: dict[str, str] = {}
    for stmt in tree.defs:
        if not isinstance(stmt, IfStmt) or len(stmt.expr) != 1:
            continue
        flag = _type_checking(stmt.expr[0])
        if flag is None:
            continue
        runs = stmt.else_body if flag else stmt.body[0]
        if runs is not None:
            aliases.update(_imports(runs, tree, aliases))
    _ALIASES[id(tree)] = (tree, aliases)
    return aliases


def _type_checking(expr: Expression) -> bool | None:
    """True for `TYPE_CHECKING`, False for `not TYPE_CHECKING`, None otherwise."""
    if isinstance(expr, UnaryExpr) and expr.op == "not":
        inner = _type_checking(expr.expr)
        return None if inner is None else not inner
    if isinstance(expr, NameExpr | MemberExpr):
        name = expr.fullname or (expr.name if isinstance(expr, NameExpr) else "")
        if name in _FLAGS or (isinstance(expr, MemberExpr) and expr.name == "TYPE_CHECKING"):
            return True
    return None


def _imports(block: Block, tree: MypyFile, known: Mapping[str, str]) -> dict[str, str]:
    """What each absolute import of the block binds: `from m import a as b` binds b to
    `m.a`, `import m.n as k` binds k to `m.n`; and `b = m.a`, a name given a dotted
    name whose head the module imports (mypy leaves that branch unresolved)."""
    bound: dict[str, str] = {}
    for stmt in block.body:
        if isinstance(stmt, ImportFrom) and stmt.relative == 0:
            for name, alias in stmt.names:
                bound[alias or name] = f"{stmt.id}.{name}"
        elif isinstance(stmt, Import):
            for module, alias in stmt.ids:
                if alias is not None:
                    bound[alias] = module
        elif isinstance(stmt, AssignmentStmt) and len(stmt.lvalues) == 1:
            target = stmt.lvalues[0]
            value = _dotted(stmt.rvalue, tree, {**known, **bound})
            if isinstance(target, NameExpr) and value is not None:
                bound[target.name] = value
    return bound


def _dotted(expr: Expression, tree: MypyFile, bound: Mapping[str, str]) -> str | None:
    """The full name of `a.b.c`, its head `a` a name imported in that branch or by the
    module; None for anything else."""
    if isinstance(expr, MemberExpr):
        head = _dotted(expr.expr, tree, bound)
        return None if head is None else f"{head}.{expr.name}"
    if isinstance(expr, NameExpr):
        if expr.name in bound:
            return bound[expr.name]
        symbol = tree.names.get(expr.name)
        return symbol.fullname if symbol is not None and symbol.fullname else None
    return None
