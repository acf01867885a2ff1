"""names.Binder binds a parsed module's names the way mypy's semantic analysis does."""

from __future__ import annotations

from pathlib import Path

from mypy import build
from mypy.modulefinder import BuildSource
from mypy.nodes import LDEF, MemberExpr, MypyFile, NameExpr, SymbolTable, TypeInfo, Var
from mypy.options import Options
from mypy.traverser import NameAndMemberCollector

from jaxthink_typing import mypy_glue
from jaxthink_typing.analysis.names import Binder

DATA = Path(__file__).parent / "data" / "names"
Key = tuple[int, int, int | None, str, str]


def _names(tree: MypyFile) -> dict[Key, NameExpr | MemberExpr]:
    collector = NameAndMemberCollector()
    tree.accept(collector)
    found: dict[Key, NameExpr | MemberExpr] = {}
    for expr in [*collector.name_exprs, *collector.member_exprs]:
        if expr.line > 0:
            found[(expr.line, expr.column, expr.end_column, type(expr).__name__, expr.name)] = expr
    return found


def _difference(theirs: NameExpr | MemberExpr, ours: NameExpr | MemberExpr | None) -> str | None:
    if ours is None:
        return "missing"
    if (theirs.kind, theirs.fullname) != (ours.kind, ours.fullname):
        return f"mypy ({theirs.kind}, {theirs.fullname}), ours ({ours.kind}, {ours.fullname})"
    if type(theirs.node) is not type(ours.node):
        return f"mypy {type(theirs.node).__name__}, ours {type(ours.node).__name__}"
    shared = isinstance(theirs.node, MypyFile | TypeInfo) or (
        isinstance(theirs.node, Var) and theirs.kind != LDEF
    )
    if shared and theirs.node is not ours.node:
        return "another node"
    return None


def test_binder_agrees_with_mypy() -> None:
    path = DATA / "scopes.py"
    options = Options()
    options.incremental = False
    options.preserve_asts = True
    result = build.build([BuildSource(str(path), "scopes")], options)
    table = result.files["scopes"]
    fresh = mypy_glue.parse_module(path.read_text(), str(path), "scopes", options)
    assert fresh is not None
    bodies = Binder(fresh, table, result.files).bind()
    theirs, ours = _names(table), _names(fresh)
    assert len(theirs) > 120
    differences = {
        key: why for key, expr in theirs.items() if (why := _difference(expr, ours.get(key)))
    }
    assert differences == {}
    assert set(bodies) >= {"scopes.helper", "scopes.Config.run", "scopes.Config.doubled"}
    assert bodies["scopes.Config.run"].info is table.names["Config"].node


def test_locals_are_one_var_per_scope() -> None:
    """Two uses of one local share its Var, as in mypy's tree; a closure sees the outer one."""
    path = DATA / "scopes.py"
    options = Options()
    tree = mypy_glue.parse_module(path.read_text(), str(path), "scopes", options)
    assert tree is not None
    table = MypyFile([], [])
    table._fullname = "scopes"
    table.names = SymbolTable()
    Binder(tree, table, {}).bind()
    totals = [e for e in _names(tree).values() if e.name == "total" and isinstance(e, NameExpr)]
    assert len(totals) >= 4
    assert len({id(e.node) for e in totals}) == 1
