"""Stores to an object's attributes: `self.name = value` statements, and a text search
for every store of a name in a module."""

from __future__ import annotations

import re

from mypy.nodes import AssignmentStmt, MemberExpr, NameExpr, Statement, Var

# `x.name = ...`, `x.name += ...`, `x.name: T = ...` and `setattr(x, "name", ...)`.
STORE = re.compile(
    r"\.(\w+)\s*(?::[^=\n]*)?(?:\*\*|//|>>|<<|[-+*/%@&|^])?=(?!=)"
    r"|setattr\(\s*[^,]+,\s*['\"](\w+)['\"]"
)
# A store whose attribute the text does not name: `setattr(cfg, key, value)`,
# `cfg.__dict__.update(...)`, `vars(cfg).update(...)`.
ANY_STORE = re.compile(r"setattr\(\s*[^,]+,\s*(?![\s'\"])|\.__dict__\b|vars\([^)]*\)\.update")


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
