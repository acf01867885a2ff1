"""Every name and member expression under a node, nested scopes included: a walk of
mypy's syntax tree by its fields (mypy's compiled visitors refuse subclasses defined
outside mypy, and its own collector is newer than the oldest mypy supported)."""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter
from typing import cast

from mypy.nodes import (
    ClassDef,
    Decorator,
    FuncDef,
    LambdaExpr,
    MemberExpr,
    NameExpr,
    Node,
    RefExpr,
    YieldExpr,
    YieldFromExpr,
)

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


def refs_and_kinds(node: Node, kinds: frozenset[type]) -> tuple[list[RefExpr], list[Node]]:
    """The name and member expressions under `node` (itself included: nested scopes and
    the defaults of nested functions too), and the nodes of `kinds` there. One walk, with
    no generator: reach.py scans every body of a module with it."""
    refs: list[RefExpr] = []
    found: list[Node] = []
    stack: list[Node] = [node]
    push, pop, get = stack.append, stack.pop, _CHILDREN.get
    while stack:
        current = pop()
        kind = type(current)
        if kind is NameExpr:
            refs.append(cast(NameExpr, current))
            continue  # no children
        if kind is MemberExpr:
            member = cast(MemberExpr, current)
            refs.append(member)
            push(member.expr)
            continue
        if kind in kinds:
            found.append(current)
        for value in (get(kind) or _children_of(kind))(current):
            if isinstance(value, Node):
                push(value)
            elif isinstance(value, list | tuple):
                for item in value:
                    if isinstance(item, Node):
                        push(item)
                    elif item is not None:
                        collect(item, stack)
        if (kind is FuncDef or kind is LambdaExpr) and current is not node:
            arguments = cast(FuncDef | LambdaExpr, current).arguments
            stack.extend(a.initializer for a in arguments if a.initializer is not None)
    return refs, found


def names_and_members(node: Node) -> tuple[list[NameExpr], list[MemberExpr]]:
    """The name and member expressions anywhere under `node` (itself included)."""
    refs, _ = refs_and_kinds(node, frozenset())
    names = [r for r in refs if isinstance(r, NameExpr)]
    members = [r for r in refs if isinstance(r, MemberExpr)]
    return names, members


def is_generator(func: FuncDef) -> bool:
    """Whether `func`'s own body yields (not a function nested in it): read from the text,
    since a def's `is_generator` flag does not survive mypy's cache. `refs_and_kinds`'
    walk, stopping at nested scopes (that one stays inline: reach.py's hot path)."""
    stack: list[Node] = [func.body]
    push, pop, get = stack.append, stack.pop, _CHILDREN.get
    while stack:
        current = pop()
        kind = type(current)
        if kind is YieldExpr or kind is YieldFromExpr:
            return True
        if kind is FuncDef or kind is LambdaExpr or kind is Decorator or kind is ClassDef:
            continue  # another scope
        for value in (get(kind) or _children_of(kind))(current):
            if isinstance(value, Node):
                push(value)
            elif isinstance(value, list | tuple):
                for item in value:
                    if isinstance(item, Node):
                        push(item)
                    elif item is not None:
                        collect(item, stack)
    return False
