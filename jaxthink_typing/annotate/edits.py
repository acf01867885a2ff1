"""The marks as edits of the source text: `n: int` becomes `n: Static[int]`, an
unannotated `n` becomes `n: Static[Any]`, and the import of the marks is added. Only the
annotation's own text changes (and the spaces an annotated default needs), so formatting
and comments stay; a parameter with a mark written already is left alone, so applying the
edits twice changes nothing more."""

from __future__ import annotations

import ast
import difflib
import sys
from dataclasses import dataclass
from pathlib import Path

from jaxthink_typing.annotate.findings import FunctionFinding

MARK_NAMES = {"static": "Static", "traced": "Traced"}
MARKS_MODULE = "jaxthink_typing"


@dataclass(frozen=True)
class _Edit:
    start: int  # offsets in the text, in characters
    end: int
    text: str


class _Text:
    """A file's text, with ast's (line, UTF-8 byte column) positions turned into offsets."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.lines = text.splitlines(keepends=True)
        self.starts = [0]
        for line in self.lines:
            self.starts.append(self.starts[-1] + len(line))
        self.newline = "\r\n" if "\r\n" in text else "\n"

    def offset(self, line: int, column: int) -> int:
        text = self.lines[line - 1] if line - 1 < len(self.lines) else ""
        return self.starts[line - 1] + len(text.encode("utf-8")[:column].decode("utf-8", "replace"))

    def start_of(self, node: ast.AST) -> int:
        return self.offset(node.lineno, node.col_offset)  # type: ignore[attr-defined]

    def end_of(self, node: ast.AST) -> int:
        return self.offset(node.end_lineno, node.end_col_offset)  # type: ignore[attr-defined]


def edited_text(text: str, findings: list[FunctionFinding]) -> str:
    """`text` with the marks of `findings` (functions of this file) added."""
    try:
        tree = ast.parse(text)
    except SyntaxError:
        return text
    source = _Text(text)
    defs = {
        node.lineno: node
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
    }
    edits: list[_Edit] = []
    used: set[str] = set()
    done: set[tuple[int, str]] = set()  # a def published twice (`smooth = jax.jit(f)`)
    for finding in findings:
        node = defs.get(finding.line)
        if node is None:
            continue
        for param in finding.params:
            mark = param.new_mark
            if mark is None or (finding.line, param.name) in done:
                continue
            done.add((finding.line, param.name))
            edit = _parameter_edit(source, node, param.name, MARK_NAMES[mark], used)
            if edit is not None:
                edits.append(edit)
    if not edits:
        return text
    edits.extend(_import_edits(source, tree, used))
    result = text
    for edit in sorted(edits, key=lambda e: (e.start, e.end), reverse=True):
        result = result[: edit.start] + edit.text + result[edit.end :]
    return result


def _parameter_edit(
    source: _Text,
    node: ast.FunctionDef | ast.AsyncFunctionDef,
    name: str,
    mark: str,
    used: set[str],
) -> _Edit | None:
    arguments = node.args
    positional = [*arguments.posonlyargs, *arguments.args]
    defaults: dict[int, ast.expr] = {}
    first_default = len(positional) - len(arguments.defaults)
    for index, given in enumerate(arguments.defaults):
        defaults[id(positional[first_default + index])] = given
    for keyword, maybe in zip(arguments.kwonlyargs, arguments.kw_defaults, strict=True):
        if maybe is not None:
            defaults[id(keyword)] = maybe
    argument = next((a for a in [*positional, *arguments.kwonlyargs] if a.arg == name), None)
    if argument is None:
        return None
    used.add(mark)
    if argument.annotation is not None:
        start, end = source.start_of(argument.annotation), source.end_of(argument.annotation)
        return _Edit(start, end, f"{mark}[{source.text[start:end]}]")
    used.add("Any")
    name_end = source.end_of(argument)
    default = defaults.get(id(argument))
    if default is not None:
        gap_end = source.start_of(default)
        if source.text[name_end:gap_end] == "=":  # `n=3` -> `n: Static[Any] = 3`
            return _Edit(name_end, gap_end, f": {mark}[Any] = ")
    return _Edit(name_end, name_end, f": {mark}[Any]")


def _import_edits(source: _Text, tree: ast.Module, used: set[str]) -> list[_Edit]:
    """Add the names `used` needs: the marks from jaxthink_typing, `Any` from typing."""
    edits: list[_Edit] = []
    marks = sorted(used - {"Any"})
    if marks:
        edits.extend(_import_names(source, tree, MARKS_MODULE, marks))
    if "Any" in used and not _binds(tree, "Any"):
        edits.extend(_import_names(source, tree, "typing", ["Any"]))
    return edits


def _binds(tree: ast.Module, name: str) -> bool:
    """Whether the module's top level imports `name` (by that name) from anywhere."""
    return any(
        isinstance(statement, ast.ImportFrom)
        and any((alias.asname or alias.name) == name for alias in statement.names)
        for statement in tree.body
    )


def _import_names(source: _Text, tree: ast.Module, module: str, names: list[str]) -> list[_Edit]:
    existing = [
        s
        for s in tree.body
        if isinstance(s, ast.ImportFrom) and s.module == module and s.level == 0
    ]
    have = {alias.asname or alias.name for s in existing for alias in s.names}
    missing = [name for name in names if name not in have]
    if not missing:
        return []
    for statement in existing:  # `from m import a` on one line: add to it
        start, end = source.start_of(statement), source.end_of(statement)
        written = source.text[start:end]
        if statement.lineno == statement.end_lineno and "(" not in written and "\\" not in written:
            aliases = [_alias_text(a) for a in statement.names] + missing
            return [_Edit(start, end, f"from {module} import {', '.join(_sorted(aliases))}")]
    line = f"from {module} import {', '.join(_sorted(missing))}{source.newline}"
    return [_insertion(source, tree, module, line)]


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


def _insertion(source: _Text, tree: ast.Module, module: str, line: str) -> _Edit:
    """A new `from module import ...` line among the leading imports: in its section (the
    standard library's, or the third-party ones), in isort's order; or as a section of its
    own, after the sections that come before it; or after the docstring."""
    leading: list[ast.Import | ast.ImportFrom] = []
    for index, statement in enumerate(tree.body):
        if isinstance(statement, ast.Import | ast.ImportFrom):
            leading.append(statement)
        elif not (index == 0 and _is_docstring(statement)):
            break
    section = "stdlib" if module.split(".")[0] in sys.stdlib_module_names else "third"
    same = [s for s in leading if _section(s) == section]
    later = [s for s in same if isinstance(s, ast.ImportFrom) and (s.module or "") > module]
    if later:
        return _insert(source.offset(later[0].lineno, 0), line)
    if same:
        return _insert(_after(source, same[-1]), line)
    order = ["future", "stdlib", "third", "local"]
    before = [s for s in leading if order.index(_section(s)) < order.index(section)]
    if before:
        return _insert(_after(source, before[-1]), source.newline + line)
    if leading:
        return _insert(source.offset(leading[0].lineno, 0), line + source.newline)
    first = tree.body[0] if tree.body else None
    if first is not None and _is_docstring(first):
        return _insert(_after(source, first), source.newline + line)
    return _insert(0, line)


def _insert(at: int, text: str) -> _Edit:
    return _Edit(at, at, text)


def _after(source: _Text, statement: ast.stmt) -> int:
    """The offset of the line after `statement`."""
    end_line = statement.end_lineno or statement.lineno
    return source.starts[min(end_line, len(source.starts) - 1)]


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


def file_edits(findings: list[FunctionFinding]) -> dict[str, tuple[str, str]]:
    """For each file with a mark to add: its text now, and with the marks."""
    by_path: dict[str, list[FunctionFinding]] = {}
    for finding in findings:
        if finding.proposals:
            by_path.setdefault(finding.path, []).append(finding)
    changed: dict[str, tuple[str, str]] = {}
    for path, group in sorted(by_path.items()):
        try:
            with open(path, encoding="utf-8", newline="") as handle:
                text = handle.read()
        except OSError:
            continue
        new = edited_text(text, group)
        if new != text:
            changed[path] = (text, new)
    return changed


def unified_diff(changed: dict[str, tuple[str, str]]) -> str:
    """The edits as one unified diff (paths as the report shows them)."""
    parts: list[str] = []
    for path, (old, new) in changed.items():
        shown = path.lstrip("/")
        parts.extend(
            difflib.unified_diff(
                old.splitlines(keepends=True),
                new.splitlines(keepends=True),
                fromfile=f"a/{shown}",
                tofile=f"b/{shown}",
            )
        )
    return "".join(parts)


def write(changed: dict[str, tuple[str, str]]) -> list[str]:
    """Apply the edits; the files written."""
    written: list[str] = []
    for path, (_, new) in changed.items():
        Path(path).write_text(new, encoding="utf-8", newline="")
        written.append(path)
    return written
