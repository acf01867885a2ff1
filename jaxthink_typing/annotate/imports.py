"""The imports the marks need, as edits of a module's text.

By default the marks are imported for type checkers only, so a published library does not
depend on jaxthink-typing at run time:

    from __future__ import annotations

    from typing import TYPE_CHECKING

    if TYPE_CHECKING:
        from jaxthink_typing import Static

(`from __future__ import annotations` keeps the annotations unevaluated, so `Static` is
never looked up when the module runs.) A module that already imports from jaxthink_typing
at run time gets the names added to that import; `runtime=True` imports them that way.
New lines go among the leading imports in isort's order.
"""

from __future__ import annotations

import ast
import sys

from jaxthink_typing.annotate.source_text import Edit, SourceText

MARKS_MODULE = "jaxthink_typing"
FUTURE_LINE = "from __future__ import annotations"
_FIRST, _MIDDLE, _LAST = 0, 1, 2  # ranks of insertions at one offset


def import_edits(
    source: SourceText, tree: ast.Module, marks: list[str], typing: list[str], runtime: bool
) -> list[Edit]:
    """The edits that bind `marks` (from jaxthink_typing) and `typing` (from typing)."""
    edits: list[Edit] = []
    typing_names = [name for name in typing if not _binds(tree, name)]
    if _runtime_import(tree) is not None or runtime:
        edits.extend(_import_names(source, tree, MARKS_MODULE, marks))
        edits.extend(_import_names(source, tree, "typing", typing_names))
        return edits
    block = _checking_block(tree)
    if block is not None:
        edits.extend(_into_block(source, block, marks))
    elif "TYPE_CHECKING" not in typing_names and not _binds(tree, "TYPE_CHECKING"):
        typing_names.append("TYPE_CHECKING")
    if not _has_future_annotations(tree):
        edits.append(_future_edit(source, tree))
    edits.extend(_import_names(source, tree, "typing", typing_names))
    if block is None:
        edits.append(_new_block(source, tree, marks))
    return edits


def _runtime_import(tree: ast.Module) -> ast.ImportFrom | None:
    """A top-level `from jaxthink_typing import ...` (run time: the module depends on it)."""
    return next(
        (
            s
            for s in tree.body
            if isinstance(s, ast.ImportFrom) and s.module == MARKS_MODULE and s.level == 0
        ),
        None,
    )


def _checking_block(tree: ast.Module) -> ast.If | None:
    """A top-level `if TYPE_CHECKING:` (or `if typing.TYPE_CHECKING:`) without `else`."""
    for statement in tree.body:
        if not isinstance(statement, ast.If) or statement.orelse:
            continue
        test = statement.test
        if (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
            isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
        ):
            return statement
    return None


def _into_block(source: SourceText, block: ast.If, marks: list[str]) -> list[Edit]:
    """Add the marks inside an existing `if TYPE_CHECKING:` block, last."""
    for statement in block.body:
        if isinstance(statement, ast.ImportFrom) and statement.module == MARKS_MODULE:
            extended = _extend(source, statement, MARKS_MODULE, marks)
            return [extended] if extended is not None else []
    last = block.body[-1]
    indent = " " * last.col_offset
    line = f"{indent}from {MARKS_MODULE} import {', '.join(_sorted(marks))}{source.newline}"
    imports = [s for s in block.body if isinstance(s, ast.Import | ast.ImportFrom)]
    if imports and _section(imports[-1]) in ("future", "stdlib"):
        line = source.newline + line  # a section of its own, as isort writes it
    return [Edit(source.after(last), source.after(last), line)]


def _new_block(source: SourceText, tree: ast.Module, marks: list[str]) -> Edit:
    """`if TYPE_CHECKING:` with the marks' import, after the leading imports."""
    nl = source.newline
    text = f"if TYPE_CHECKING:{nl}    from {MARKS_MODULE} import {', '.join(_sorted(marks))}{nl}"
    leading = _leading(tree)
    if leading:
        return Edit(source.after(leading[-1]), source.after(leading[-1]), nl + text, _LAST)
    return _at_top(source, tree, text, nl * 2, _LAST)


def _has_future_annotations(tree: ast.Module) -> bool:
    return any(
        isinstance(s, ast.ImportFrom)
        and s.module == "__future__"
        and any(alias.name == "annotations" for alias in s.names)
        for s in tree.body
    )


def _future_edit(source: SourceText, tree: ast.Module) -> Edit:
    """`from __future__ import annotations`, first after the docstring (after any other
    `__future__` import)."""
    nl = source.newline
    futures = [s for s in _leading(tree) if _section(s) == "future"]
    if futures:
        at = source.after(futures[-1])
        return Edit(at, at, FUTURE_LINE + nl, _FIRST)
    leading = _leading(tree)
    if leading:
        at = source.line_start(leading[0])
        return Edit(at, at, FUTURE_LINE + nl * 2, _FIRST)
    return _at_top(source, tree, FUTURE_LINE + nl, nl, _FIRST)


def _at_top(source: SourceText, tree: ast.Module, text: str, gap: str, rank: int) -> Edit:
    """`text` at the top of a module without leading imports: after its docstring (a
    blank line before), else first (`gap` after)."""
    first = tree.body[0] if tree.body else None
    if first is not None and _is_docstring(first):
        at = source.after(first)
        return Edit(at, at, source.newline + text, rank)
    return Edit(0, 0, text + gap, rank)


def _leading(tree: ast.Module) -> list[ast.Import | ast.ImportFrom]:
    """The imports at the top of the module (after its docstring)."""
    leading: list[ast.Import | ast.ImportFrom] = []
    for index, statement in enumerate(tree.body):
        if isinstance(statement, ast.Import | ast.ImportFrom):
            leading.append(statement)
        elif not (index == 0 and _is_docstring(statement)):
            break
    return leading


def _binds(tree: ast.Module, name: str) -> bool:
    """Whether the module's top level imports `name` (by that name) from anywhere."""
    return any(
        isinstance(statement, ast.ImportFrom)
        and any((alias.asname or alias.name) == name for alias in statement.names)
        for statement in tree.body
    )


def _import_names(
    source: SourceText, tree: ast.Module, module: str, names: list[str]
) -> list[Edit]:
    """`from module import names`: added to a one-line import of that module, or a new line."""
    existing = [
        s
        for s in tree.body
        if isinstance(s, ast.ImportFrom) and s.module == module and s.level == 0
    ]
    have = {alias.asname or alias.name for s in existing for alias in s.names}
    missing = [name for name in names if name not in have]
    if not missing:
        return []
    for statement in existing:
        edit = _extend(source, statement, module, missing)
        if edit is not None:
            return [edit]
    line = f"from {module} import {', '.join(_sorted(missing))}{source.newline}"
    return [_insertion(source, tree, module, line)]


def _extend(
    source: SourceText, statement: ast.ImportFrom, module: str, names: list[str]
) -> Edit | None:
    """`from m import a` written on one line, with `names` added (None: not one line)."""
    start, end = source.start_of(statement), source.end_of(statement)
    written = source.text[start:end]
    if statement.lineno != statement.end_lineno or "(" in written or "\\" in written:
        return None
    have = {alias.asname or alias.name for alias in statement.names}
    aliases = [_alias_text(a) for a in statement.names] + [n for n in names if n not in have]
    return Edit(start, end, f"from {module} import {', '.join(_sorted(aliases))}")


def _alias_text(alias: ast.alias) -> str:
    return alias.name if alias.asname is None else f"{alias.name} as {alias.asname}"


def _sorted(names: list[str]) -> list[str]:
    """As isort (and ruff) order the names of one import: constants, classes, the rest."""

    def key(name: str) -> tuple[int, str]:
        bare = name.split(" ")[0]
        if bare.isupper() and len(bare) > 1:
            return (0, bare)
        return (1 if bare[:1].isupper() else 2, bare.lower())

    return sorted(names, key=key)


def _insertion(source: SourceText, tree: ast.Module, module: str, line: str) -> Edit:
    """A new `from module import ...` line among the leading imports: in its section (the
    standard library's, or the third-party ones), in isort's order; or as a section of its
    own, after the sections that come before it; or after the docstring."""
    leading = _leading(tree)
    section = "stdlib" if module.split(".")[0] in sys.stdlib_module_names else "third"
    same = [s for s in leading if _section(s) == section]
    later = [s for s in same if isinstance(s, ast.ImportFrom) and (s.module or "") > module]
    if later:
        return _insert(source.line_start(later[0]), line)
    if same:
        return _insert(source.after(same[-1]), line)
    order = ["future", "stdlib", "third", "local"]
    before = [s for s in leading if order.index(_section(s)) < order.index(section)]
    if before:
        return _insert(source.after(before[-1]), source.newline + line)
    if leading:
        return _insert(source.line_start(leading[0]), line + source.newline)
    return _at_top(source, tree, line, source.newline, _MIDDLE)


def _insert(at: int, text: str) -> Edit:
    return Edit(at, at, text, _MIDDLE)


def _section(statement: ast.Import | ast.ImportFrom) -> str:
    if isinstance(statement, ast.ImportFrom):
        if statement.level:
            return "local"
        top = (statement.module or "").split(".")[0]
    else:
        top = statement.names[0].name.split(".")[0]
    if top == "__future__":
        return "future"
    return "stdlib" if top in sys.stdlib_module_names else "third"


def _is_docstring(statement: ast.stmt) -> bool:
    return (
        isinstance(statement, ast.Expr)
        and isinstance(statement.value, ast.Constant)
        and isinstance(statement.value.value, str)
    )
