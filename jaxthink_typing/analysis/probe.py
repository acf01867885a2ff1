"""What the engine found a name to be, kept for an editor's hover (`jaxthink_typing/lsp/`).

Off unless a language server in this process turns it on (`enable`): the analysis then
records, for each name it evaluates inside a function, the value's kind, why (its
origin), the function and the call that entered its module. Records are grouped by the
module whose check made them and replaced when that module is checked again, so a warm
mypy daemon in the server's process keeps them as fresh as its reports.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from mypy.nodes import NameExpr

from jaxthink_typing.analysis.kinds import Kind, Value

# Where a name is: (path, line, column) as mypy numbers them (1-based line, 0-based column).
Where = tuple[str, int, int]


@dataclass(frozen=True)
class Answer:
    """One evaluation of a name: its kind and why, in which function, entered by which call."""

    name: str
    kind: Kind
    why: str
    function: str
    # Where another module's check ran it: that module, the function making the call, its line.
    entered_from: tuple[str, str, int] | None


_ENABLED: list[bool] = [False]
_CHECKING: list[str] = [""]  # the module whose check runs now
_RECORDS: dict[str, dict[Where, set[Answer]]] = {}  # by the module whose check made them


def enable() -> None:
    _ENABLED[0] = True


def disable() -> None:
    """Stop recording and forget what was recorded."""
    _ENABLED[0] = False
    _RECORDS.clear()


def enabled() -> bool:
    return _ENABLED[0]


def checking(module: str) -> None:
    """The check of `module` starts: what its previous check recorded is dropped."""
    if _ENABLED[0]:
        _CHECKING[0] = module
        _RECORDS[module] = {}


def record(
    path: str, expr: NameExpr, value: Value, function: str, entry: tuple[str, int] | None
) -> None:
    """Keep what the name `expr` of `path` (as mypy gives it) is in `function`; `entry`:
    the function and line of the call by which the module being checked entered it."""
    why = value.origin.explain() if value.origin is not None else ""
    entered = (_CHECKING[0], *entry) if entry is not None else None
    answer = Answer(expr.name, value.kind, why, function, entered)
    where = (os.path.abspath(path), expr.line, expr.column)
    _RECORDS.setdefault(_CHECKING[0], {}).setdefault(where, set()).add(answer)


def answers_at(path: str, line: int, column: int) -> tuple[int, list[Answer]]:
    """The answers for the name at `line` (1-based) and `column` (0-based) of `path`
    (absolute), and
    the column where that name starts (-1 where no name there was evaluated)."""
    found: set[Answer] = set()
    start = -1
    for records in _RECORDS.values():
        for (where_path, where_line, where_column), answers in records.items():
            if where_path != path or where_line != line or where_column > column:
                continue
            if any(column < where_column + len(a.name) for a in answers):
                found |= answers
                start = where_column
    return start, sorted(found, key=lambda a: (a.function, a.kind, a.why))
