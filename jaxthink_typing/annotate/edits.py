"""The marks as edits of the source text: `n: int` becomes `n: Static[int]`, and an
unannotated `n` gets the type its uses show (`range(n)`: `Static[int]`) or its default's
(`n=3`: `Static[int] = 3`), else `Static[Any]`; the imports follow (`imports.py`). Only the
annotation's own text changes (and the spaces an annotated default needs), so formatting
and comments stay; a parameter with a mark written already is left alone, so applying the
edits twice changes nothing more."""

from __future__ import annotations

import ast
import difflib
from pathlib import Path

from jaxthink_typing.annotate.findings import FunctionFinding, ParamFinding
from jaxthink_typing.annotate.imports import import_edits
from jaxthink_typing.annotate.source_text import Edit, SourceText, apply

MARK_NAMES = {"static": "Static", "traced": "Traced"}
# A default's literal type, as the annotation names it.
_LITERAL_TYPES = {bool: "bool", int: "int", float: "float", complex: "complex"}


def edited_text(text: str, findings: list[FunctionFinding], *, runtime: bool = False) -> str:
    """`text` with the marks of `findings` (functions of this file) added; the marks are
    imported under `if TYPE_CHECKING:` unless `runtime`."""
    try:
        tree = ast.parse(text)
    except SyntaxError:
        return text
    source = SourceText(text)
    defs = {
        node.lineno: node
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
    }
    edits: list[Edit] = []
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
            edit = _parameter_edit(source, node, param, MARK_NAMES[mark], used)
            if edit is not None:
                edits.append(edit)
    if not edits:
        return text
    marks = sorted(used - {"Any"})
    edits.extend(import_edits(source, tree, marks, ["Any"] if "Any" in used else [], runtime))
    return apply(text, edits)


def _parameter_edit(
    source: SourceText,
    node: ast.FunctionDef | ast.AsyncFunctionDef,
    param: ParamFinding,
    mark: str,
    used: set[str],
) -> Edit | None:
    arguments = node.args
    positional = [*arguments.posonlyargs, *arguments.args]
    defaults: dict[int, ast.expr] = {}
    first_default = len(positional) - len(arguments.defaults)
    for index, given in enumerate(arguments.defaults):
        defaults[id(positional[first_default + index])] = given
    for keyword, maybe in zip(arguments.kwonlyargs, arguments.kw_defaults, strict=True):
        if maybe is not None:
            defaults[id(keyword)] = maybe
    everyone = [*positional, *arguments.kwonlyargs]
    argument = next((a for a in everyone if a.arg == param.name), None)
    if argument is None:
        return None
    used.add(mark)
    if argument.annotation is not None:
        start, end = source.start_of(argument.annotation), source.end_of(argument.annotation)
        return Edit(start, end, f"{mark}[{source.text[start:end]}]")
    default = defaults.get(id(argument))
    chosen = parameter_type(param, default)
    if chosen == "Any":
        used.add("Any")
    name_end = source.end_of(argument)
    if default is not None:
        gap_end = source.start_of(default)
        if source.text[name_end:gap_end] == "=":  # `n=3` -> `n: Static[int] = 3`
            return Edit(name_end, gap_end, f": {mark}[{chosen}] = ")
    return Edit(name_end, name_end, f": {mark}[{chosen}]")


def parameter_type(param: ParamFinding, default: ast.expr | None) -> str:
    """The type of an unannotated parameter, as far as the code shows it: an `int` where a
    use needs one (a `range` bound, an index, a slice bound), else the type of a literal
    default (`3`, `2.0`, `True`), else `Any` (nothing says more; `Any` accepts whatever
    callers pass now). A default of None adds `| None`."""
    chosen = "Any"
    if any(evidence.shows_int for evidence in param.evidence):
        chosen = "int"
    elif default is not None:
        value = default.operand if isinstance(default, ast.UnaryOp) else default
        if isinstance(value, ast.Constant):
            chosen = _LITERAL_TYPES.get(type(value.value), "Any")
    is_none = isinstance(default, ast.Constant) and default.value is None
    return f"{chosen} | None" if is_none and chosen != "Any" else chosen


def file_edits(
    findings: list[FunctionFinding], *, runtime: bool = False
) -> dict[str, tuple[str, str]]:
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
        new = edited_text(text, group, runtime=runtime)
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
