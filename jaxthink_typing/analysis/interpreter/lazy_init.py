"""Lazy initialisation: `if self.mean is None: self.fit(x)` in code that JAX traces.

The branch runs once in the object's life, on its first use. Where something else may
initialise the attribute first (a method the branch calls, `fit`, which the program may
call eagerly before any trace; another store in the module), whether that first use is
inside a trace (the tracer stored on the object then leaks) or after it (nothing leaks)
depends on the program's history, which the engine does not follow. Where it does not
know the attribute, a trace then takes the object as initialised already: the branch is
not analysed there, so nothing in it is reported (a report on the correct order would be
false). A branch that is the attribute's only initialiser (besides `= None`) runs in the
trace on its first use, and is analysed.
"""

from __future__ import annotations

from mypy.nodes import (
    AssignmentStmt,
    Block,
    CallExpr,
    ComparisonExpr,
    Expression,
    MemberExpr,
    NameExpr,
    StrExpr,
    UnaryExpr,
)

from jaxthink_typing.analysis.self_stores import none_key, store_counts
from jaxthink_typing.analysis.source import Source
from jaxthink_typing.analysis.walk import refs_and_kinds

_SYNTAX: frozenset[type] = frozenset((AssignmentStmt, CallExpr))


def initialised_elsewhere(test: Expression, body: Block, source: Source) -> bool:
    """Whether `if test: body` is a lazy initialisation that something else may have done
    first: the test is `<name>.<attr> is None` or `not hasattr(<name>, "<attr>")`, and
    the body calls a method of `<name>` (`self.fit(x)`), or stores `.<attr>` where the
    module's text (`source`) stores it elsewhere too, not counting `= None`."""
    tested = _tested(test)
    if tested is None:
        return False
    receiver, attribute = tested
    _, found = refs_and_kinds(body, _SYNTAX)
    here = 0
    for node in found:
        if isinstance(node, AssignmentStmt):
            here += sum(isinstance(t, MemberExpr) and t.name == attribute for t in node.lvalues)
        elif isinstance(node, CallExpr) and isinstance(node.callee, MemberExpr):
            owner = node.callee.expr
            if isinstance(owner, NameExpr) and owner.name == receiver:
                return True
    if not here:
        return False
    counts = store_counts(source)
    return counts.get(attribute, 0) - counts.get(none_key(attribute), 0) > here


def _tested(test: Expression) -> tuple[str, str] | None:
    """(receiver, attribute) of `receiver.attribute is None` or `not hasattr(receiver,
    "attribute")`."""
    if isinstance(test, ComparisonExpr) and test.operators == ["is"]:
        target, none = test.operands
        if (
            isinstance(none, NameExpr)
            and none.fullname == "builtins.None"
            and isinstance(target, MemberExpr)
            and isinstance(target.expr, NameExpr)
        ):
            return target.expr.name, target.name
        return None
    if isinstance(test, UnaryExpr) and test.op == "not" and isinstance(test.expr, CallExpr):
        call = test.expr
        callee = call.callee
        if (
            isinstance(callee, NameExpr)
            and callee.fullname == "builtins.hasattr"
            and len(call.args) == 2
            and isinstance(call.args[0], NameExpr)
            and isinstance(call.args[1], StrExpr)
        ):
            return call.args[0].name, call.args[1].value
    return None
