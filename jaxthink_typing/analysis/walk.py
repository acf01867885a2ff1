"""Every name and member expression under a node, nested scopes included: a walk of
mypy's syntax tree by its fields (mypy's compiled visitors refuse subclasses defined
outside mypy, and its own collector is newer than the oldest mypy supported)."""

from __future__ import annotations

from collections.abc import Iterator

from mypy.nodes import FuncDef, LambdaExpr, MemberExpr, NameExpr, Node

from jaxthink_typing.analysis.names import SYNTAX_FIELDS, collect

_NESTED: dict[str, tuple[str, ...]] = {
    "ListComprehension": ("generator",),
    "SetComprehension": ("generator",),
    "GeneratorExpr": ("left_expr", "indices", "sequences", "condlists"),
    "DictionaryComprehension": ("key", "value", "indices", "sequences", "condlists"),
    "LambdaExpr": ("body",),
    "FuncDef": ("body",),
    "Decorator": ("decorators", "func"),
    "OverloadedFuncDef": ("items", "impl"),
    "ClassDef": ("decorators", "defs"),
    "RevealExpr": ("expr",),
    "AssertTypeExpr": ("expr",),
    "TypeApplication": ("expr",),
}
_FIELDS = {**SYNTAX_FIELDS, **_NESTED}


_BY_TYPE: dict[type, tuple[str, ...]] = {}


def nodes(node: Node) -> Iterator[Node]:
    """Every node under `node` that can hold a name (itself included), nested scopes and
    the defaults of nested functions too."""
    stack: list[Node] = [node]
    while stack:
        current = stack.pop()
        yield current
        kind = type(current)
        fields = _BY_TYPE.get(kind)
        if fields is None:
            fields = _BY_TYPE[kind] = _FIELDS.get(kind.__name__, ())
        for name in fields:
            value = getattr(current, name, None)
            if isinstance(value, Node):
                stack.append(value)
            elif isinstance(value, list | tuple):
                collect(value, stack)
        if isinstance(current, FuncDef | LambdaExpr) and current is not node:
            stack.extend(a.initializer for a in current.arguments if a.initializer is not None)


def names_and_members(node: Node) -> tuple[list[NameExpr], list[MemberExpr]]:
    """The name and member expressions anywhere under `node` (itself included)."""
    names: list[NameExpr] = []
    members: list[MemberExpr] = []
    for current in nodes(node):
        if isinstance(current, NameExpr):
            names.append(current)
        elif isinstance(current, MemberExpr):
            members.append(current)
    return names, members
