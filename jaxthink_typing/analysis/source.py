"""Short source snippets for messages."""

from __future__ import annotations

import ast
import functools

from mypy.nodes import Context, ExpressionStmt, NameExpr
from mypy.options import Options
from mypy_extensions import mypyc_attr

MAX_SNIPPET = 40
# A line whose `x` is at character 6, UTF-8 byte 8, or 4 (characters less extra bytes).
_PROBE = '"éé"; x\n'
_CONVENTIONS = {6: "chars", 8: "bytes", 4: "shifted"}


@mypyc_attr(native_class=False)  # compiled (setup.py), still weakly referable
class Source:
    """The text of the module being analysed, read once."""

    def __init__(self, text: str | None, options: Options | None = None) -> None:
        self.lines = text.splitlines() if text is not None else []
        self._parses: dict[str, bool] = {}
        self._convention = column_convention(getattr(options, "native_parser", None))

    @classmethod
    def from_path(cls, path: str, options: Options | None = None) -> Source:
        try:
            with open(path, encoding="utf-8") as handle:
                return cls(handle.read(), options)
        except (OSError, UnicodeDecodeError):
            return cls(None, options)

    def snippet(self, node: Context, whole_up_to: int = 0) -> str | None:
        """The source of `node` when it fits on one line, shortened if long (or, with
        `whole_up_to`, None if longer than that: a fix is written from whole snippets)."""
        line, column = node.line, node.column
        end_line, end_column = node.end_line, node.end_column
        if line < 1 or line > len(self.lines) or column < 0:
            return None
        if end_line not in (None, line) or end_column is None:
            return None
        text = self.lines[line - 1]
        start, end = self._index(text, column), self._index(text, end_column)
        text = text[start:end].strip()
        if not text or not self._is_expression(text):
            return None  # e.g. an f-string part, which mypy 1.x places at the f-string start
        if whole_up_to:
            return text if len(text) <= whole_up_to else None
        if len(text) > MAX_SNIPPET:
            text = text[: MAX_SNIPPET - 3] + "..."
        return text

    def _index(self, line: str, column: int) -> int:
        """The character index of mypy's `column` on `line` (they differ after non-ASCII
        text: mypy 1.x counts UTF-8 bytes, mypy 2's parser less than characters)."""
        if line.isascii() or self._convention == "chars":
            return column
        if self._convention == "bytes":
            return len(line.encode()[:column].decode(errors="ignore"))
        index = column
        while index < len(line) and 2 * index - len(line[:index].encode()) < column:
            index += 1
        return index

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


@functools.cache
def column_convention(native_parser: bool | None) -> str:
    """How this mypy (with or without its native parser; None: the default) counts the
    columns of a line with non-ASCII text, found by parsing a probe line."""
    try:
        from mypy.errors import Errors

        from jaxthink_typing.mypy_glue import parse_text

        options = Options()
        if native_parser is not None and hasattr(options, "native_parser"):
            options.native_parser = native_parser
        tree = parse_text(_PROBE, "probe.py", "probe", Errors(options), options)
        stmt = tree.defs[1]
        if isinstance(stmt, ExpressionStmt) and isinstance(stmt.expr, NameExpr):
            return _CONVENTIONS.get(stmt.expr.column, "chars")
    except Exception:  # never break mypy: count characters
        pass
    return "chars"
