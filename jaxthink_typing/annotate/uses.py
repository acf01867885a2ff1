"""Whether a parameter is used only in traced operations (for `annotate --traced`).

The engine found no place that needs the parameter concrete; this says whether it could
have missed one. Every use of the parameter (and of the local names computed from it) must
go where a tracer is known to be fine: arithmetic, a jax operation (the engine checked its
static parameters), an array attribute or method, indexing it, a container or `return`,
or a parameter another public function of the package proposes (or declares) Traced. Any
other use (an unknown function, an attribute of an object, a store on `self`, a callback)
means it cannot tell, and nothing is proposed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from mypy.nodes import (
    ARG_NAMED,
    ARG_OPT,
    ARG_POS,
    AssignmentStmt,
    CallExpr,
    ComparisonExpr,
    ConditionalExpr,
    DictExpr,
    ExpressionStmt,
    FuncDef,
    IndexExpr,
    ListExpr,
    MemberExpr,
    NameExpr,
    Node,
    OperatorAssignmentStmt,
    OpExpr,
    RefExpr,
    ReturnStmt,
    TupleExpr,
    UnaryExpr,
    Var,
)

from jaxthink_typing.analysis import fullnames as fn
from jaxthink_typing.analysis.api import ApiIndex
from jaxthink_typing.analysis.model import FunctionModel, ParamModel
from jaxthink_typing.analysis.names import SYNTAX_FIELDS, collect

# Builtins that take a tracer and give a static answer (or none).
_STATIC_BUILTINS = frozenset(
    {"builtins.len", "builtins.isinstance", "builtins.type", "builtins.id"}
)
_NESTED_FIELDS: dict[str, tuple[str, ...]] = {
    "ListComprehension": ("generator",),
    "SetComprehension": ("generator",),
    "GeneratorExpr": ("left_expr", "indices", "sequences", "condlists"),
    "DictionaryComprehension": ("key", "value", "indices", "sequences", "condlists"),
    "LambdaExpr": ("body",),
    "FuncDef": ("body",),
    "Decorator": ("decorators", "func"),
}
_FIELDS = {**SYNTAX_FIELDS, **_NESTED_FIELDS}

# Whether the parameter of a package function (by the function's fullname) is Traced.
Oracle = Callable[[str, str], bool]


@dataclass(frozen=True)
class TracedUse:
    """The first use that shows the parameter is traced data (a jax operation, arithmetic)."""

    line: int
    what: str


def traced_only(func: FuncDef, name: str, oracle: Oracle, api: ApiIndex) -> TracedUse | None:
    """The first traced use of parameter `name` of `func`, if every use of it is known to be
    fine with a tracer; None where some use is not (or it is never used as data)."""
    variable = next((a.variable for a in func.arguments if a.variable.name == name), None)
    if variable is None:
        return None
    parents = _parents(func)
    checker = _Checker(parents, oracle, api)
    tracked: list[Var] = [variable]
    seen: set[Var] = set()
    names = [n for n in parents if isinstance(n, NameExpr)]
    while tracked:
        current = tracked.pop()
        if current in seen:
            continue
        seen.add(current)
        for node in names:
            if node.node is not current or _is_store(node, parents):
                continue
            derived = checker.safe(node)
            if derived is None:
                return None
            tracked.extend(derived)
    return checker.first


class _Checker:
    def __init__(self, parents: dict[Node, Node], oracle: Oracle, api: ApiIndex) -> None:
        self.parents = parents
        self.oracle = oracle
        self.api = api
        self.first: TracedUse | None = None

    def _data(self, node: Node, what: str) -> None:
        if self.first is None or node.line < self.first.line:
            self.first = TracedUse(node.line, what)

    def safe(self, node: Node) -> list[Var] | None:
        """Where the value of `node` goes is fine for a tracer: the local names it is
        stored in (to check in turn), or None where it cannot tell."""
        parent = self.parents.get(node)
        if isinstance(parent, ExpressionStmt | ReturnStmt):
            return []
        if isinstance(parent, OpExpr):
            if parent.op in ("and", "or"):
                return None
            self._data(parent, f'"{parent.op}"')
            return self.safe(parent)
        if isinstance(parent, UnaryExpr):
            return None if parent.op == "not" else self.safe(parent)
        if isinstance(parent, ComparisonExpr):
            if all(op in ("is", "is not") for op in parent.operators):
                return []
            return self.safe(parent)
        if isinstance(parent, TupleExpr | ListExpr):
            return self.safe(parent)
        if isinstance(parent, DictExpr):
            in_key = any(key is node for key, _ in parent.items)
            return None if in_key else self.safe(parent)
        if isinstance(parent, ConditionalExpr):
            return None if parent.cond is node else self.safe(parent)
        if isinstance(parent, MemberExpr):
            return self._member(parent)
        if isinstance(parent, IndexExpr):
            if parent.base is not node:
                return None
            self._data(parent, "an index")
            return self.safe(parent)
        if isinstance(parent, CallExpr):
            return self._argument(parent, node)
        if isinstance(parent, AssignmentStmt) and parent.rvalue is node:
            return _stored_names(parent.lvalues)
        if isinstance(parent, OperatorAssignmentStmt) and parent.rvalue is node:
            return _stored_names([parent.lvalue])
        return None

    def _member(self, member: MemberExpr) -> list[Var] | None:
        if member.name in fn.STATIC_ARRAY_ATTRS:
            return []
        if member.name in fn.ARRAY_ATTRS:
            self._data(member, f'".{member.name}"')
            return self.safe(member)
        call = self.parents.get(member)
        if member.name in fn.ARRAY_METHODS and isinstance(call, CallExpr) and call.callee is member:
            self._data(member, f'".{member.name}()"')
            return self.safe(call)
        return None

    def _argument(self, call: CallExpr, node: Node) -> list[Var] | None:
        if call.callee is node:
            return None  # called: a function, not data
        callee = call.callee
        fullname = callee.fullname if isinstance(callee, RefExpr) else ""
        if fullname in _STATIC_BUILTINS:
            return []
        model = self.api.lookup(fullname) if fullname else None
        if model is not None:
            listed = _model_parameter(model, call, node)
            if listed is None or listed.static:
                return None  # a parameter the model does not list, or a static one
            self._data(call, _callee_text(callee))
            return self.safe(call)
        param = _parameter_for(call, node)
        if fullname and param is not None and self.oracle(fullname, param):
            return self.safe(call)
        return None


def _callee_text(callee: Node) -> str:
    """`jnp.pad` as written (a name, or names joined by dots)."""
    if isinstance(callee, NameExpr):
        return callee.name
    if isinstance(callee, MemberExpr):
        return f"{_callee_text(callee.expr)}.{callee.name}"
    return "a call"


def _model_parameter(model: FunctionModel, call: CallExpr, node: Node) -> ParamModel | None:
    """The parameter of a modelled jax function that `node` is passed as, if listed."""
    index = next((i for i, arg in enumerate(call.args) if arg is node), None)
    if index is None or call.arg_kinds[index] not in (ARG_POS, ARG_NAMED):
        return None
    name = call.arg_names[index]
    if name is not None:
        return next((p for p in model.params if p.name == name and p.kind != "pos"), None)
    if call.arg_kinds[:index].count(ARG_POS) != index:
        return None
    positional = [p for p in model.params if p.kind in ("pos", "pos_or_kw")]
    return positional[index] if index < len(positional) else None


def _parameter_for(call: CallExpr, node: Node) -> str | None:
    """The name of the callee's parameter that `node` is passed as, where the callee is a
    def whose parameters are known."""
    callee = call.callee
    target = callee.node if isinstance(callee, RefExpr) else None
    func = getattr(target, "func", target)
    if not isinstance(func, FuncDef):
        return None
    index = next((i for i, arg in enumerate(call.args) if arg is node), None)
    if index is None:
        return None
    name = call.arg_names[index]
    if name is not None:
        return name
    positional = [
        n for n, k in zip(func.arg_names, func.arg_kinds, strict=True) if k in (ARG_POS, ARG_OPT)
    ]
    if call.arg_names[:index].count(None) != index or index >= len(positional):
        return None
    return positional[index]


def _stored_names(lvalues: Sequence[Node]) -> list[Var] | None:
    """The local names an assignment stores into; None for any other target (an attribute,
    an item: the value escapes where this cannot follow it)."""
    found: list[Var] = []
    for lvalue in lvalues:
        items = lvalue.items if isinstance(lvalue, TupleExpr | ListExpr) else [lvalue]
        for item in items:
            if not (isinstance(item, NameExpr) and isinstance(item.node, Var)):
                return None
            found.append(item.node)
    return found


def _is_store(node: NameExpr, parents: dict[Node, Node]) -> bool:
    """Whether `node` is the target of an assignment (not a use of its value)."""
    parent = parents.get(node)
    if isinstance(parent, TupleExpr | ListExpr):
        parent = parents.get(parent)
        if isinstance(parent, AssignmentStmt):
            return any(lvalue is parents.get(node) for lvalue in parent.lvalues)
    if isinstance(parent, AssignmentStmt):
        return any(lvalue is node for lvalue in parent.lvalues)
    if isinstance(parent, OperatorAssignmentStmt):
        return parent.lvalue is node
    return False


def _parents(func: FuncDef) -> dict[Node, Node]:
    """Each node of the function's body (nested scopes included) and its parent."""
    parents: dict[Node, Node] = {}
    stack: list[Node] = [func.body]
    while stack:
        current = stack.pop()
        children: list[Node] = []
        for field_name in _FIELDS.get(type(current).__name__, ()):
            collect(getattr(current, field_name, None), children)
        for child in children:
            parents[child] = current
            stack.append(child)
    return parents
