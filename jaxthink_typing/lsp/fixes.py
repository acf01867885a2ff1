"""The mechanical fixes of a report, as text edits: what the editor offers as code actions.

Each is derived from the report's code, its notes and the text of the lines it names,
and offered only where the text has the plain form the edit understands:

- a traced parameter that the report says could be static: added to the jitted
  function's `static_argnames` (a plain `@jax.jit` becomes `functools.partial(jax.jit,
  static_argnames=(...))`, with `import functools` added where the file lacks it);
- `x[i] = v` (or `+=`, `-=`, `*=`, `/=`) on a jax array: `x = x.at[i].set(v)` (`.add`,
  `.subtract`, `.multiply`, `.divide`);
- a `# jaxthink: ignore[code]` comment on the mistake's own line.

This module reads text only; `server.py` turns a `Fix` into the protocol's edit.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from typing import Final

from jaxthink_typing.cli.reports import Report

_PARAMETER: Final = re.compile(
    r'"(?P<param>\w+)" is a parameter of "(?P<function>[\w.]+)", traced by jax\.jit'
)
_ASSIGN: Final = re.compile(
    r"(?P<indent>\s*)(?P<target>[A-Za-z_][\w.]*)\[(?P<index>.+)\]\s*"
    r"(?P<op>[-+*/]?)=(?!=)\s*(?P<value>[^#;]+?)\s*(?P<comment>#.*)?"
)
_AT_METHODS: Final = {"": "set", "+": "add", "-": "subtract", "*": "multiply", "/": "divide"}
_JIT_NAMES: Final = ("jax.jit", "jit")
_PARTIAL_NAMES: Final = ("functools.partial", "partial")


@dataclass(frozen=True, order=True)
class Edit:
    """Replace the text from (line, column) to (end_line, end_column) of `path`: lines
    0-based, columns in characters, as the protocol counts them."""

    path: str
    line: int
    column: int
    end_line: int
    end_column: int
    text: str


@dataclass(frozen=True)
class Fix:
    title: str
    edits: tuple[Edit, ...]
    preferred: bool = False


def fixes(report: Report, read: dict[str, str]) -> list[Fix]:
    """The fixes of `report`; `read` holds each file's text by path (missing: not offered)."""
    found: list[Fix] = []
    static = static_argname_fix(report, read)
    if static is not None:
        found.append(static)
    if report.code == "jax-inplace-update":
        update = at_update_fix(report, read)
        if update is not None:
            found.append(update)
    ignore = ignore_fix(report, read)
    if ignore is not None:
        found.append(ignore)
    return found


def ignore_fix(report: Report, read: dict[str, str]) -> Fix | None:
    """`  # jaxthink: ignore[code]` at the end of the mistake's line."""
    text = read.get(report.place.file)
    if text is None or report.code is None:
        return None
    lines = text.splitlines()
    index = report.place.line - 1
    if not 0 <= index < len(lines):
        return None
    end = len(lines[index])
    comment = f"  # jaxthink: ignore[{report.code}]"
    edit = Edit(report.place.file, index, end, index, end, comment)
    return Fix(f"Silence {report.code} on this line", (edit,))


def at_update_fix(report: Report, read: dict[str, str]) -> Fix | None:
    """`x[i] = v` -> `x = x.at[i].set(v)` on the mistake's line."""
    text = read.get(report.place.file)
    if text is None:
        return None
    lines = text.splitlines()
    index = report.place.line - 1
    if not 0 <= index < len(lines):
        return None
    match = _ASSIGN.fullmatch(lines[index])
    if match is None or not _balanced(match["index"]) or not _balanced(match["value"]):
        return None
    target, method = match["target"], _AT_METHODS[match["op"]]
    new = f"{match['indent']}{target} = {target}.at[{match['index']}].{method}({match['value']})"
    if match["comment"]:
        new += f"  {match['comment']}"
    edit = Edit(report.place.file, index, 0, index, len(lines[index]), new)
    return Fix(f"Use {target}.at[...].{method}(...)", (edit,), preferred=True)


def _balanced(text: str) -> bool:
    depth = 0
    for char in text:
        depth += (char in "([{") - (char in ")]}")
        if depth < 0:
            return False
    return depth == 0


def static_argname_fix(report: Report, read: dict[str, str]) -> Fix | None:
    """Add the traced parameter to its jitted function's `static_argnames`, where the
    report's notes say that making it static is a fix."""
    for note in report.notes:
        match = _PARAMETER.search(note)
        if match is None:
            continue
        param, function = match["param"], match["function"]
        if not any(f'static_argnames=("{param}",)' in text for text in report.notes):
            return None
        for path in _files_of(report):
            text = read.get(path)
            if text is None:
                continue
            edits = _static_edits(path, text, function, param)
            if edits:
                return Fix(f'Make "{param}" static (static_argnames)', edits, preferred=True)
    return None


def _files_of(report: Report) -> list[str]:
    """The mistake's file, then those of the calls that reach it (a jitted caller)."""
    paths = [report.place.file, *(call.place.file for call in report.calls)]
    return list(dict.fromkeys(paths))


def _static_edits(path: str, text: str, function: str, param: str) -> tuple[Edit, ...]:
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError):
        return ()
    definition = _definition(tree, function.split("."))
    if definition is None:
        return ()
    lines = text.splitlines()
    for decorator in definition.decorator_list:
        edit = _decorator_edit(path, lines, decorator, param)
        if edit is not None:
            return (edit, *_functools_import(path, tree, lines, edit))
    return ()


def _definition(tree: ast.AST, names: list[str]) -> ast.FunctionDef | None:
    scope: ast.AST = tree
    for position, name in enumerate(names):
        last = position == len(names) - 1
        kinds = (ast.FunctionDef,) if last else (ast.ClassDef, ast.FunctionDef)
        found = [
            node
            for node in ast.iter_child_nodes(scope)
            if isinstance(node, kinds) and node.name == name
        ]
        if len(found) != 1:
            return None
        scope = found[0]
    return scope if isinstance(scope, ast.FunctionDef) else None


def _decorator_edit(path: str, lines: list[str], decorator: ast.expr, param: str) -> Edit | None:
    """The edit of a jit decorator: `@jax.jit`, `@jax.jit(...)`, `@partial(jax.jit, ...)`."""
    named = f'("{param}",)'
    if _dotted(decorator) in _JIT_NAMES:
        jit = _segment(lines, decorator)
        return _replace(
            path, lines, decorator, f"functools.partial({jit}, static_argnames={named})"
        )
    if not isinstance(decorator, ast.Call):
        return None
    callee = _dotted(decorator.func)
    is_partial_jit = (
        callee in _PARTIAL_NAMES and decorator.args and _dotted(decorator.args[0]) in _JIT_NAMES
    )
    if not (is_partial_jit or callee in _JIT_NAMES):
        return None
    keyword = next((k for k in decorator.keywords if k.arg == "static_argnames"), None)
    if keyword is None:
        end = decorator.end_lineno, decorator.end_col_offset
        if end[0] is None or end[1] is None or any(k.arg is None for k in decorator.keywords):
            return None
        line, column = end[0] - 1, _column(lines, end[0], end[1]) - 1  # before ")"
        before = lines[line][:column].rstrip()
        comma = "" if before.endswith((",", "(")) else ", "
        return Edit(path, line, column, line, column, f"{comma}static_argnames={named}")
    names = _names(keyword.value)
    if names is None or param in names:
        return None
    joined = ", ".join(f'"{name}"' for name in [*names, param])
    return _replace(path, lines, keyword.value, f"({joined})")


def _names(value: ast.expr) -> list[str] | None:
    """The strings of `"a"` or `("a", "b")`; None for anything else."""
    if isinstance(value, ast.Constant) and isinstance(value.value, str):
        return [value.value]
    if isinstance(value, ast.Tuple | ast.List):
        items = [e.value for e in value.elts if isinstance(e, ast.Constant)]
        if len(items) == len(value.elts) and all(isinstance(i, str) for i in items):
            return [str(item) for item in items]
    return None


def _functools_import(path: str, tree: ast.Module, lines: list[str], edit: Edit) -> list[Edit]:
    """`import functools` above the first import, where the edit uses it and it is missing."""
    if "functools.partial(" not in edit.text:
        return []
    for node in tree.body:
        if isinstance(node, ast.Import) and any(
            a.name == "functools" and a.asname is None for a in node.names
        ):
            return []
    first = next((n for n in tree.body if isinstance(n, ast.Import | ast.ImportFrom)), None)
    line = first.lineno - 1 if first is not None else 0
    return [Edit(path, line, 0, line, 0, "import functools\n")]


def _dotted(node: ast.expr) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = _dotted(node.value)
        return f"{base}.{node.attr}" if base else ""
    return ""


def _column(lines: list[str], line: int, offset: int) -> int:
    """ast's UTF-8 byte offset on 1-based `line`, as a character column."""
    return len(lines[line - 1].encode()[:offset].decode(errors="ignore"))


def _segment(lines: list[str], node: ast.expr) -> str:
    if node.end_lineno != node.lineno or node.end_col_offset is None:
        return ast.unparse(node)
    row = lines[node.lineno - 1]
    start, end = (
        _column(lines, node.lineno, node.col_offset),
        _column(lines, node.lineno, node.end_col_offset),
    )
    return row[start:end]


def _replace(path: str, lines: list[str], node: ast.expr, text: str) -> Edit | None:
    if node.end_lineno is None or node.end_col_offset is None:
        return None
    return Edit(
        path,
        node.lineno - 1,
        _column(lines, node.lineno, node.col_offset),
        node.end_lineno - 1,
        _column(lines, node.end_lineno, node.end_col_offset),
        text,
    )
