"""Pytree classes: which fields of a traced instance are traced and which are static.

Recognised: NamedTuples (every field is a leaf), `jax.tree_util.register_dataclass`
(`meta_fields`, or `field(metadata={"static": True})`), `flax.struct.dataclass`
(`field(pytree_node=False)`), and `equinox.Module` (`field(static=True)`). Anything else,
including `register_pytree_node_class`, whose flattening is user code, stays unknown.
"""

from __future__ import annotations

from typing import Final, Literal, TypeAlias

from mypy.nodes import (
    AssignmentStmt,
    CallExpr,
    DictExpr,
    Expression,
    ExpressionStmt,
    MypyFile,
    NameExpr,
    RefExpr,
    StrExpr,
    TypeInfo,
    Var,
)
from mypy.types import Instance, get_proper_type

from jaxthink_typing.analysis.kinds import PyType
from jaxthink_typing.analysis.signatures import mark_of
from jaxthink_typing.analysis.transforms import str_tuple

FieldKind: TypeAlias = Literal["static", "traced"]

_REGISTER_DATACLASS: Final = frozenset(
    {"jax.tree_util.register_dataclass", "jax._src.tree_util.register_dataclass"}
)
_FLAX_DATACLASS: Final = frozenset({"flax.struct.dataclass"})
_FIELD_FUNCTIONS: Final = frozenset(
    {"dataclasses.field", "flax.struct.field", "equinox._module._field.field", "equinox.field"}
)


def field_kind(info: TypeInfo, name: str, tree: MypyFile) -> FieldKind | None:
    """Whether field `name` of a traced instance of `info` is a static or a traced leaf."""
    if info.is_named_tuple:
        return "traced" if isinstance(_field(info, name), Var) else None
    style = _registration(info, tree)
    if style is None or _field(info, name) is None:
        return None
    explicit = _explicit_meta_fields(info, tree)
    if explicit is not None:
        return "static" if name in explicit else "traced"
    return "static" if _declared_static(info, name) else "traced"


def field_pytype(info: TypeInfo, name: str) -> PyType:
    """A field declared as an array or a number is an array leaf once traced.

    In an equinox Module only a declared jax array counts: equinox's filter_* keep Python
    numbers static.
    """
    var = _field(info, name)
    declared = get_proper_type(var.type) if var is not None and var.type is not None else None
    if declared is None or mark_of(declared) != "array":
        return PyType.OTHER
    builtin = isinstance(declared, Instance) and declared.type.fullname.startswith("builtins")
    return PyType.OTHER if builtin and is_equinox(info) else PyType.ARRAY


def is_pytree_class(info: TypeInfo, tree: MypyFile) -> bool:
    return info.is_named_tuple or _registration(info, tree) is not None


def is_equinox(info: TypeInfo) -> bool:
    return any(base.fullname.startswith("equinox.") and base.name == "Module" for base in info.mro)


def _field(info: TypeInfo, name: str) -> Var | None:
    for base in info.mro:
        symbol = base.names.get(name)
        if symbol is not None and isinstance(symbol.node, Var):
            return symbol.node
    return None


def _registration(info: TypeInfo, tree: MypyFile) -> str | None:
    """How `info` is registered as a pytree: "dataclass", "flax", "equinox" or None.

    Only classes of the module being analysed count: which fields are static is written
    in the class body (`field(static=True)`), and mypy's cache does not keep bodies, so
    reading another module's classes would make cold and warm runs disagree.
    """
    if info.module_name != tree.fullname:
        return None
    if is_equinox(info):
        return "equinox"
    if any(base.fullname == "flax.struct.PyTreeNode" for base in info.mro):
        return "flax"
    for decorator in info.defn.decorators:
        target = decorator.callee if isinstance(decorator, CallExpr) else decorator
        name = target.fullname if isinstance(target, RefExpr) else ""
        if name in _FLAX_DATACLASS:
            return "flax"
        if name in _REGISTER_DATACLASS:
            return "dataclass"
        if name == "functools.partial" and isinstance(decorator, CallExpr) and decorator.args:
            head = decorator.args[0]
            if isinstance(head, RefExpr) and head.fullname in _REGISTER_DATACLASS:
                return "dataclass"
    if _registration_call(info, tree) is not None:
        return "dataclass"
    return None


def _registration_call(info: TypeInfo, tree: MypyFile) -> CallExpr | None:
    """A module-level `register_dataclass(Cls, data_fields=..., meta_fields=...)`."""
    for stmt in tree.defs:
        call = stmt.expr if isinstance(stmt, ExpressionStmt) else None
        if isinstance(stmt, AssignmentStmt):
            call = stmt.rvalue
        if not isinstance(call, CallExpr) or not isinstance(call.callee, RefExpr):
            continue
        if call.callee.fullname in _REGISTER_DATACLASS and call.args:
            first = call.args[0]
            if isinstance(first, RefExpr) and first.node is info:
                return call
    return None


def _explicit_meta_fields(info: TypeInfo, tree: MypyFile) -> tuple[str, ...] | None:
    call = _registration_call(info, tree)
    if call is None:
        for decorator in info.defn.decorators:
            if isinstance(decorator, CallExpr) and "meta_fields" in decorator.arg_names:
                call = decorator
    if call is None:
        return None
    for arg, name in zip(call.args, call.arg_names, strict=True):
        if name == "meta_fields":
            return str_tuple(arg)
    return None


def _declared_static(info: TypeInfo, name: str) -> bool:
    """`x: int = field(pytree_node=False)`, `field(static=True)`, or static metadata."""
    for stmt in info.defn.defs.body:
        if not isinstance(stmt, AssignmentStmt) or not isinstance(stmt.rvalue, CallExpr):
            continue
        if not any(isinstance(t, NameExpr) and t.name == name for t in stmt.lvalues):
            continue
        call = stmt.rvalue
        if not (isinstance(call.callee, RefExpr) and call.callee.fullname in _FIELD_FUNCTIONS):
            return False
        for arg, keyword in zip(call.args, call.arg_names, strict=True):
            if keyword == "pytree_node" and _is_name(arg, "builtins.False"):
                return True
            if keyword == "static" and _is_name(arg, "builtins.True"):
                return True
            if keyword == "metadata" and _static_metadata(arg):
                return True
    return False


def _static_metadata(expr: Expression) -> bool:
    if isinstance(expr, DictExpr):
        return any(
            isinstance(key, StrExpr) and key.value == "static" and _is_name(value, "builtins.True")
            for key, value in expr.items
        )
    if (
        isinstance(expr, CallExpr)
        and isinstance(expr.callee, RefExpr)
        and expr.callee.fullname == "builtins.dict"
    ):
        return any(
            keyword == "static" and _is_name(arg, "builtins.True")
            for arg, keyword in zip(expr.args, expr.arg_names, strict=True)
        )
    return False


def _is_name(expr: Expression, fullname: str) -> bool:
    return isinstance(expr, NameExpr) and expr.fullname == fullname
