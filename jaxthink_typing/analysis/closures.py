"""What a function reads from the scopes of the functions around it."""

from __future__ import annotations

from collections.abc import Callable

from mypy.nodes import NameExpr, Var

from jaxthink_typing.analysis.callables import FunctionValue
from jaxthink_typing.analysis.kinds import Value
from jaxthink_typing.analysis.walk import names_and_members


def first_closed_over(
    function: FunctionValue, wanted: Callable[[Value], bool]
) -> tuple[NameExpr, Value] | None:
    """The first use (by line, then column) in `function`'s body of a variable of an
    enclosing function (not of the module) whose value is `wanted`, and that value."""
    closure = function.closure
    if closure is None:
        return None
    names, _ = names_and_members(function.node.body)
    uses: list[tuple[int, int, NameExpr, Value]] = []
    for name in names:
        if not isinstance(name.node, Var):
            continue
        owner = closure.owner(name.node)
        if owner is None or owner.parent is None:
            continue  # a module-level value, or one the closure does not hold
        value = owner.values[name.node]
        if wanted(value):
            uses.append((name.line, name.column, name, value))
    if not uses:
        return None
    _, _, name, value = min(uses, key=lambda use: (use[0], use[1]))
    return name, value
