"""Every name and member expression under a node, nested scopes included: a walk of
mypy's syntax tree by its fields (mypy's compiled visitors refuse subclasses defined
outside mypy, and its own collector is newer than the oldest mypy supported)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from operator import attrgetter
from typing import cast

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


Children = Callable[[Node], tuple[object, ...]]
_CHILDREN: dict[type, Children] = {}


def _no_children(node: Node) -> tuple[object, ...]:
    return ()


def _children_of(kind: type) -> Children:
    """The fields of a node of `kind` that can hold names, read in one call (those this
    mypy's class has: its nodes keep their fields in slots)."""
    fields = tuple(f for f in _FIELDS.get(kind.__name__, ()) if hasattr(kind, f))
    getter: Children = _no_children
    if len(fields) == 1:
        one = attrgetter(fields[0])
        getter = lambda node: (one(node),)  # noqa: E731
    elif fields:
        getter = attrgetter(*fields)
    _CHILDREN[kind] = getter
    return getter


def nodes(node: Node) -> Iterator[Node]:
    """Every node under `node` that can hold a name (itself included), nested scopes and
    the defaults of nested functions too."""
    stack: list[Node] = [node]
    push = stack.append
    while stack:
        current = stack.pop()
        yield current
        kind = type(current)
        children = _CHILDREN.get(kind) or _children_of(kind)
        for value in children(current):
            if isinstance(value, Node):
                push(value)
            elif isinstance(value, list | tuple):
                for item in value:  # a list of nodes (or of pairs, as a dict's items)
                    if isinstance(item, Node):
                        push(item)
                    elif item is not None:
                        collect(item, stack)
        if (kind is FuncDef or kind is LambdaExpr) and current is not node:
            arguments = cast(FuncDef | LambdaExpr, current).arguments
            stack.extend(a.initializer for a in arguments if a.initializer is not None)


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
