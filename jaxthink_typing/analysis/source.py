"""Short source snippets for messages."""

from __future__ import annotations

import ast

from mypy.nodes import Context

MAX_SNIPPET = 40


class Source:
    """The text of the module being analysed, read once."""

    def __init__(self, text: str | None) -> None:
        self.lines = text.splitlines() if text is not None else []
        self._parses: dict[str, bool] = {}

    @classmethod
    def from_path(cls, path: str) -> Source:
        try:
            with open(path, encoding="utf-8") as handle:
                return cls(handle.read())
        except (OSError, UnicodeDecodeError):
            return cls(None)

    def snippet(self, node: Context) -> str | None:
        """The source of `node` when it fits on one line, shortened if long."""
        line, column = node.line, node.column
        end_line, end_column = node.end_line, node.end_column
        if line < 1 or line > len(self.lines) or column < 0:
            return None
        if end_line not in (None, line) or end_column is None:
            return None
        text = self.lines[line - 1][column:end_column].strip()
        if not text or not self._is_expression(text):
            return None  # e.g. an f-string part, which mypy 1.x places at the f-string start
        if len(text) > MAX_SNIPPET:
            text = text[: MAX_SNIPPET - 3] + "..."
        return text

    def _is_expression(self, text: str) -> bool:
        """Whether `text` is a whole expression (or subscript), not a cut-off piece."""
        known = self._parses.get(text)
        if known is None:
            try:
                ast.parse(f"_[{text}]", mode="eval")  # an expression, or an index like ":, 0"
                known = True
            except Exception:  # SyntaxError, or a parser limit: never break mypy
                known = False
            self._parses[text] = known
        return known
