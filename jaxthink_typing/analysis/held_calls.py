"""Transformed functions whose every call the module holds, and what those calls pass.

A transformed function stored under a name nobody else can reach (a module-level name
with a leading underscore that `__all__` does not list, or a local of a function) and
used only as the callee of calls (directly, through `a if c else b`, or through a local
alias used the same way) is called only where the module says. Analysing it "from an
unknown place" with a parameter at its default, when every call passes that parameter,
analyses a call no one makes: a private `_f_jit = jax.jit(_f)` whose only call is
`(f if state is None else _f_jit)(x, state)` never sees `state=None`. So the guess gives
such parameters what a passed argument gets (`always_passed`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mypy.nodes import (
    ARG_NAMED,
    ARG_POS,
    AssignmentStmt,
    CallExpr,
    ConditionalExpr,
    Decorator,
    Expression,
    ListExpr,
    MypyFile,
    NameExpr,
    Node,
    RefExpr,
    StrExpr,
    TupleExpr,
)

from jaxthink_typing.analysis.callables import FunctionValue
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.interpreter.frame import Frame
from jaxthink_typing.analysis.transforms import params_of
from jaxthink_typing.analysis.walk import refs_and_kinds

_KINDS: frozenset[type] = frozenset((CallExpr, AssignmentStmt))


@dataclass
class _Index:
    """One walk of a module: its name references by what they name, and where each
    reference stands (a call's callee, an alias's value, an assignment's target)."""

    refs: dict[int, list[NameExpr]] = field(default_factory=dict)
    callee_of: dict[int, CallExpr] = field(default_factory=dict)  # by id(NameExpr)
    alias_of: dict[int, NameExpr] = field(default_factory=dict)  # by id(NameExpr): target
    targets: set[int] = field(default_factory=set)  # ids of assigned NameExprs
    exported: frozenset[str] = frozenset()


def _branches(expr: Expression) -> list[Expression]:
    """`expr`, or both branches of a conditional expression (nested ones too)."""
    if isinstance(expr, ConditionalExpr):
        return [*_branches(expr.if_expr), *_branches(expr.else_expr)]
    return [expr]


def _index(tree: MypyFile) -> _Index:
    refs: list[RefExpr] = []
    found: list[Node] = []
    for statement in tree.defs:
        more_refs, more_found = refs_and_kinds(statement, _KINDS)
        refs.extend(more_refs)
        found.extend(more_found)
    index = _Index()
    for ref in refs:
        if isinstance(ref, NameExpr) and ref.node is not None:
            index.refs.setdefault(id(ref.node), []).append(ref)
    exported: set[str] = set()
    for node in found:
        if isinstance(node, CallExpr):
            for branch in _branches(node.callee):
                if isinstance(branch, NameExpr):
                    index.callee_of[id(branch)] = node
        elif isinstance(node, AssignmentStmt):
            for lvalue in node.lvalues:
                if isinstance(lvalue, NameExpr):
                    index.targets.add(id(lvalue))
            single = node.lvalues[0] if len(node.lvalues) == 1 else None
            if isinstance(single, NameExpr) and single.name == "__all__":
                exported.update(_strings(node.rvalue))
            elif isinstance(single, NameExpr):
                for branch in _branches(node.rvalue):
                    if isinstance(branch, NameExpr):
                        index.alias_of[id(branch)] = single
    index.exported = frozenset(exported)
    return index


def _strings(expr: Expression) -> list[str]:
    if isinstance(expr, ListExpr | TupleExpr):
        return [item.value for item in expr.items if isinstance(item, StrExpr)]
    return []


@dataclass
class HeldCalls:
    """The calls of functions a module holds, found from its tree (built once)."""

    tree: MypyFile
    _built: _Index | None = None

    def _get(self) -> _Index:
        if self._built is None:
            self._built = _index(self.tree)
        return self._built

    def calls_of(self, name: NameExpr, depth: int = 0) -> list[CallExpr] | None:
        """Every call of what `name` (an assignment's target or a def's name) stores, or
        None where the value may be used otherwise, or reached from elsewhere."""
        node = name.node
        if node is None or depth > 1:
            return None
        index = self._get()
        module_level = node.fullname == f"{self.tree.fullname}.{name.name}"
        if not module_level and "." in node.fullname:
            return None  # a class attribute: reached through instances
        if module_level and (not name.name.startswith("_") or name.name in index.exported):
            return None  # another module may import it
        calls: list[CallExpr] = []
        same = [node, node.func, node.var] if isinstance(node, Decorator) else [node]
        for ref in [r for n in same for r in index.refs.get(id(n), [])]:
            if id(ref) in index.targets:
                continue  # (re)bound here, not used
            call = index.callee_of.get(id(ref))
            if call is not None:
                calls.append(call)
                continue
            alias = index.alias_of.get(id(ref))
            if alias is None or alias.node is None or alias.node is node:
                return None
            more = self.calls_of(alias, depth + 1)
            if more is None:
                return None
            calls.extend(more)
        return calls


def stored_name(statement: Node | None, target: FunctionValue) -> NameExpr | None:
    """The name `statement` stores `target` (a transformed function) under: the target of
    `name = transformation(f)` (`jax.jit(jax.vmap(f))`, `partial(jax.jit, ...)(f)`), or
    a decorated def's name."""
    if isinstance(statement, AssignmentStmt) and len(statement.lvalues) == 1:
        name = statement.lvalues[0]
        if isinstance(name, NameExpr) and _wraps(statement.rvalue, target):
            return name
    if isinstance(statement, Decorator) and statement.func is target.node:
        name = NameExpr(statement.func.name)
        name.node = statement
        return name
    return None


def _wraps(expr: Expression, target: FunctionValue) -> bool:
    """Whether `expr` is a transformation's call whose function is `target`'s def."""
    if not isinstance(expr, CallExpr):
        return False
    if isinstance(expr.callee, CallExpr) and not expr.args:
        return False
    first = expr.args[0] if expr.args and expr.arg_kinds[0] == ARG_POS else None
    if isinstance(first, NameExpr):
        node = first.node
        return node is target.node or (isinstance(node, Decorator) and node.func is target.node)
    return first is not None and _wraps(first, target)


def always_passed(target: FunctionValue, calls: list[CallExpr]) -> frozenset[str] | None:
    """The parameters every one of `calls` passes (None where there is no call, or a call's
    arguments cannot be matched to them: `*args`, `**kwargs`, or arguments bound before)."""
    if target.bound or target.bound_names:
        return None
    params = [p for p in params_of(list(target.node.arguments)) if not p.is_star]
    passed: set[str] | None = None
    for call in calls:
        if any(kind not in (ARG_POS, ARG_NAMED) for kind in call.arg_kinds):
            return None
        count = sum(1 for kind in call.arg_kinds if kind == ARG_POS)
        names = {n for n in call.arg_names if n is not None}
        here = {
            p.name
            for p in params
            if (p.position is not None and p.position < count) or p.name in names
        }
        passed = here if passed is None else passed & here
    # No call in the module: it may be imported and called elsewhere, even under a private
    # name; the guess stays at the defaults.
    return frozenset(passed) if passed is not None else None


def record(
    held: dict[tuple[int, object], frozenset[str]],
    index: dict[int, HeldCalls],
    ctx: Context,
    frame: Frame,
    target: FunctionValue,
) -> None:
    """Keep in `held` the parameters every call of `target` (stored by the statement
    `frame` runs) passes, where the module holds every call of it. `index` keeps each
    module's walk."""
    name = stored_name(frame.statement, target)
    if name is None:
        return
    found = index.get(id(ctx.tree))
    if found is None:
        found = index[id(ctx.tree)] = HeldCalls(ctx.tree)
    calls = found.calls_of(name)
    passed = None if calls is None else always_passed(target, calls)
    if passed is not None:
        held[(id(target.node), target.transforms)] = passed
