"""The text of a report's line and the function it lies in, read from the source: what a
baseline entry keys a report by, so that edits above it do not break the match."""

from __future__ import annotations

import ast
from typing import NamedTuple

_DEFINITIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


class Scope(NamedTuple):
    """A def or class: its lines (decorators included) and its dotted name."""

    start: int
    end: int
    name: str


class SourceFiles:
    """The lines and definitions of the files reports point at, each file read once."""

    def __init__(self) -> None:
        self._lines: dict[str, list[str]] = {}
        self._scopes: dict[str, list[Scope]] = {}

    def lines(self, path: str) -> list[str]:
        if path not in self._lines:
            try:
                with open(path, encoding="utf-8", errors="replace") as file:
                    self._lines[path] = file.read().splitlines()
            except OSError:
                self._lines[path] = []
        return self._lines[path]

    def line_text(self, path: str, line: int) -> str:
        """Line `line` (1-based) of `path`, stripped; '' where there is none."""
        lines = self.lines(path)
        return lines[line - 1].strip() if 0 < line <= len(lines) else ""

    def enclosing(self, path: str, line: int) -> str:
        """The dotted name of the innermost def or class around `line` ("Trainer.step"),
        '' at module level or where the file does not parse."""
        if path not in self._scopes:
            self._scopes[path] = scopes("\n".join(self.lines(path)))
        inside = [scope for scope in self._scopes[path] if scope.start <= line <= scope.end]
        return max(inside, key=lambda scope: scope.start).name if inside else ""


def scopes(text: str) -> list[Scope]:
    """Every def and class of `text`, nested ones with their owners' names."""
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError):
        return []
    found: list[Scope] = []

    def visit(node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, _DEFINITIONS):
                name = f"{prefix}{child.name}"
                start = min([child.lineno, *(d.lineno for d in child.decorator_list)])
                found.append(Scope(start, child.end_lineno or child.lineno, name))
                visit(child, name + ".")
            else:
                visit(child, prefix)

    visit(tree, "")
    return found
