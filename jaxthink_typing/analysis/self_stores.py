"""Stores to an object's attributes: `self.name = value` statements, and a text search
for every store of a name in a module."""

from __future__ import annotations

import re
from weakref import WeakKeyDictionary

from mypy.nodes import (
    AssignmentStmt,
    ClassDef,
    Decorator,
    FuncDef,
    MemberExpr,
    MypyFile,
    NameExpr,
    Statement,
    TypeInfo,
    Var,
)

from jaxthink_typing.analysis.source import Source
from jaxthink_typing.analysis.walk import refs_and_kinds

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


# `x.name = "literal"` (or a number, True, False), and `setattr(x, "name", ...)`.
LITERAL_STORE = re.compile(
    r"\.(\w+)\s*(?::[^=\n]*)?=(?!=)\s*(?:[rbuf]*['\"]|-?\d|True\b|False\b)"
    r"|setattr\(\s*[^,]+,\s*['\"](\w+)['\"]"
)


def set_by_literal(source: Source) -> set[str]:
    """The attribute names the module's text sets to a literal (`cfg.loss = "clipped"`),
    or by name (`setattr(cfg, "loss", ...)`), and `ANY` where it sets one by a computed
    name (`setattr(cfg, key, value)`)."""
    found: set[str] = set()
    for line in source.lines:
        for match in LITERAL_STORE.finditer(line):
            found.add(match.group(1) or match.group(2))
        if ANY_STORE.search(line):
            found.add(ANY)
    return found


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


def counts_for(tree: MypyFile, source: Source, cls: TypeInfo) -> dict[str, int]:
    """`store_counts` of the module, less the stores `self.name = ...` that methods of
    its classes outside `cls`'s MRO make: those set other objects' attributes, never an
    instance of `cls` (`self.cfg = cfg` in both a Trainer and a Model)."""
    counts = store_counts(source)
    related = {base.fullname for base in cls.mro}
    foreign: dict[str, int] = {}
    for owner, stored in _stores_by_class(tree, source).items():
        if owner not in related:
            for name, count in stored.items():
                foreign[name] = foreign.get(name, 0) + count
    if not foreign:
        return counts
    return {name: count - foreign.get(name, 0) for name, count in counts.items()}


_ASSIGNMENTS: frozenset[type] = frozenset((AssignmentStmt,))
_BY_CLASS: WeakKeyDictionary[Source, dict[str, dict[str, int]]] = WeakKeyDictionary()


def _stores_by_class(tree: MypyFile, source: Source) -> dict[str, dict[str, int]]:
    """For each module-level class of `tree`, how many `self.name = ...` stores its
    methods make, by name: each a line whose only `STORE` match is that store."""
    found = _BY_CLASS.get(source)
    if found is not None:
        return found
    found = {}
    for stmt in tree.defs:
        if isinstance(stmt, ClassDef):
            stored: dict[str, int] = {}
            for method in stmt.defs.body:
                func = method.func if isinstance(method, Decorator) else method
                # A node read from mypy's cache has no arguments or body: none counted.
                arguments = getattr(func, "arguments", None) if isinstance(func, FuncDef) else None
                if isinstance(func, FuncDef) and arguments and not func.is_static:
                    _count_self_stores(func, func.arguments[0].variable.name, source, stored)
            found[f"{tree.fullname}.{stmt.name}"] = stored
    _BY_CLASS[source] = found
    return found


def _count_self_stores(func: FuncDef, self_name: str, source: Source, into: dict[str, int]) -> None:
    _, found = refs_and_kinds(func.body, _ASSIGNMENTS)
    for node in found:
        assert isinstance(node, AssignmentStmt)
        for target in node.lvalues:
            if not (
                isinstance(target, MemberExpr)
                and isinstance(target.expr, NameExpr)
                and target.expr.name == self_name
            ):
                continue
            line = source.lines[target.line - 1] if 0 < target.line <= len(source.lines) else ""
            matches = [stored_name(m) for m in STORE.finditer(line)]
            if matches == [target.name]:
                into[target.name] = into.get(target.name, 0) + 1
