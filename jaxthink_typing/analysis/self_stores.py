"""Stores to an object's attributes: `self.name = value` statements, and a text search
for every store of a name in a module."""

from __future__ import annotations

import re
from weakref import WeakKeyDictionary

from mypy.nodes import AssignmentStmt, MemberExpr, NameExpr, Statement, Var

from jaxthink_typing.analysis.source import Source

# `x.name = ...`, `x.name += ...`, `x.name: T = ...` and `setattr(x, "name", ...)`.
# Group 3: the stored value is `None` (a reset, not an initialisation).
STORE = re.compile(
    r"\.(\w+)\s*(?::[^=\n]*)?(?:\*\*|//|>>|<<|[-+*/%@&|^])?=(?!=)\s*(?:(None)\b)?"
    r"|setattr\(\s*[^,]+,\s*['\"](\w+)['\"]"
)
# A store whose attribute the text does not name: `setattr(cfg, key, value)`,
# `cfg.__dict__.update(...)`, `vars(cfg).update(...)`.
ANY_STORE = re.compile(r"setattr\(\s*[^,]+,\s*(?![\s'\"])|\.__dict__\b|vars\([^)]*\)\.update")
ANY = ""  # `store_counts`' entry for the stores that name no attribute
_COUNTS: WeakKeyDictionary[Source, dict[str, int]] = WeakKeyDictionary()


def self_store(stmt: Statement, self_var: Var) -> str | None:
    """`self.name = value` (one target), the name; else None."""
    if not isinstance(stmt, AssignmentStmt) or len(stmt.lvalues) != 1:
        return None
    target = stmt.lvalues[0]
    if (
        isinstance(target, MemberExpr)
        and isinstance(target.expr, NameExpr)
        and target.expr.node is self_var
    ):
        return target.name
    return None


def stored_name(match: re.Match[str]) -> str:
    """The attribute a `STORE` match stores."""
    return match.group(1) or match.group(3)


def none_key(name: str) -> str:
    """`store_counts`' entry for the stores of `name` that store `None`."""
    return f"{name}=None"


def store_counts(source: Source) -> dict[str, int]:
    """How often the module's text stores each attribute name (any object's; comments
    and strings too, which only leaves more attributes unknown), under `none_key(name)`
    how many of those store `None`, and under `ANY` the stores that name none."""
    counts = _COUNTS.get(source)
    if counts is None:
        counts = {}
        for line in source.lines:
            for match in STORE.finditer(line):
                name = stored_name(match)
                counts[name] = counts.get(name, 0) + 1
                if match.group(2):
                    counts[none_key(name)] = counts.get(none_key(name), 0) + 1
            if ANY_STORE.search(line):
                counts[ANY] = counts.get(ANY, 0) + 1
        _COUNTS[source] = counts
    return counts
