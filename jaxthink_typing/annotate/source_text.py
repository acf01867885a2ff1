"""A file's text as the edits see it: ast's (line, UTF-8 byte column) positions turned
into offsets, and an edit as a replaced span."""

from __future__ import annotations

import ast
from dataclasses import dataclass


@dataclass(frozen=True)
class Edit:
    """Replace `text[start:end]`; edits at one offset land in the order of `rank`."""

    start: int  # offsets in the text, in characters
    end: int
    text: str
    rank: int = 1


class SourceText:
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

    def after(self, statement: ast.stmt) -> int:
        """The offset of the line after `statement`."""
        end_line = statement.end_lineno or statement.lineno
        return self.starts[min(end_line, len(self.starts) - 1)]

    def line_start(self, statement: ast.stmt) -> int:
        return self.offset(statement.lineno, 0)


def apply(text: str, edits: list[Edit]) -> str:
    """`text` with `edits` made (they do not overlap; at one offset, by rank)."""
    result = text
    for edit in sorted(edits, key=lambda e: (e.start, e.end, e.rank), reverse=True):
        result = result[: edit.start] + edit.text + result[edit.end :]
    return result
