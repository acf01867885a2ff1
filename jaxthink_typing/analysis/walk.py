"""Every name and member expression under a node, nested scopes included: a walk of
mypy's syntax tree by its fields (mypy's compiled visitors refuse subclasses defined
outside mypy, and its own collector is newer than the oldest mypy supported)."""

from __future__ import annotations

from mypy.nodes import MemberExpr, NameExpr, Node

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


def names_and_members(node: Node) -> tuple[list[NameExpr], list[MemberExpr]]:
    """The name and member expressions anywhere under `node` (itself included)."""
    names: list[NameExpr] = []
    members: list[MemberExpr] = []
    stack: list[Node] = [node]
    while stack:
        current = stack.pop()
        if isinstance(current, NameExpr):
            names.append(current)
        elif isinstance(current, MemberExpr):
            members.append(current)
        for field in _FIELDS.get(type(current).__name__, ()):
            collect(getattr(current, field, None), stack)
    return names, members
