"""How instances of a standard-library dataclass hash (Python's rules, `dataclasses`):

- `eq=True` (the default) without `frozen` or `unsafe_hash` sets `__hash__ = None`: the
  instance is unhashable;
- `frozen=True` or `unsafe_hash=True` hash the tuple of fields, so a field holding an
  array, a list or a dict makes `hash()` fail;
- `eq=False`, or a `__hash__` written in the class body, keep a working hash.

Only a class whose decorator is visibly `dataclasses.dataclass` is judged (a class read
from mypy's cache has no decorators: unknown, so nothing is said).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal, TypeAlias

from mypy.nodes import (
    AssignmentStmt,
    CallExpr,
    ClassDef,
    Expression,
    FloatExpr,
    FuncDef,
    IntExpr,
    ListExpr,
    MypyFile,
    NameExpr,
    PassStmt,
    RefExpr,
    Statement,
    StrExpr,
    TupleExpr,
    TypeInfo,
    Var,
)
from mypy.types import Instance, get_proper_type

from jaxthink_typing.analysis.callables import Arg
from jaxthink_typing.analysis.kinds import Kind, PyType, Value, constant, static
from jaxthink_typing.analysis.pytrees import class_def, given_fields
from jaxthink_typing.analysis.type_checking import runtime_fullname

Hashing: TypeAlias = Literal["unhashable", "fields"]
TreeFor: TypeAlias = Callable[[str], MypyFile | None]

_FLAGS = ("eq", "frozen", "unsafe_hash")
_DEFAULTS = {"eq": True, "frozen": False, "unsafe_hash": False}
_BOOLS = ("builtins.True", "builtins.False")
_NAMED_CONSTANTS: dict[str, object] = {
    "builtins.True": True,
    "builtins.False": False,
    "builtins.None": None,
}


def dataclass_hashing(
    info: TypeInfo, defn: ClassDef | None = None, tree: MypyFile | None = None
) -> Hashing | None:
    """ "unhashable" (`__hash__` is None), "fields" (hashes its fields), or None (hashes
    by identity or its own `__hash__`, or not known to be a plain dataclass). `defn`:
    the class's definition, if not mypy's; `tree`: its module, to read its decorators as
    they run (`type_checking.py`)."""
    if "__hash__" in info.names:
        return None
    decorators = (defn or info.defn).decorators
    flags = next((f for f in (dataclass_flags(d, tree) for d in decorators) if f), None)
    if flags is None:
        return None
    if flags["unsafe_hash"] or (flags["eq"] and flags["frozen"]):
        return "fields"
    return "unhashable" if flags["eq"] else None


def field_dataclass(info: TypeInfo, name: str, tree_for: TreeFor) -> TypeInfo | None:
    """The class a field of the dataclass `info` is declared to hold, where that is a
    dataclass too (`net: NetConfig = field(default_factory=NetConfig)`): a config nested
    in a config. `tree_for` gives a module's tree as the plugin parsed it."""
    if not _is_dataclass(info, tree_for(info.module_name)):
        return None
    node = info.names.get(name)
    var = node.node if node is not None else None
    if not isinstance(var, Var) or var.type is None or var.is_classvar:
        return None
    declared = get_proper_type(var.type)
    if not isinstance(declared, Instance):
        return None
    held = declared.type
    return held if _is_dataclass(held, tree_for(held.module_name)) else None


def _is_dataclass(info: TypeInfo, tree: MypyFile | None) -> bool:
    """Whether the class's decorator is visibly `dataclasses.dataclass`."""
    decorators = (class_def(info, tree) or info.defn).decorators
    return any(dataclass_flags(d, tree) is not None for d in decorators)


def hashed_fields(
    info: TypeInfo, args: list[Arg], tree: MypyFile | None
) -> tuple[tuple[str, Value], ...]:
    """What a constructor call gives each field, for a dataclass that hashes its fields
    or a NamedTuple (empty otherwise, or when a star argument hides which field gets what), with the
    literal defaults of the fields it does not give. `tree`: the class's module as the
    plugin parsed it, whose class keeps its decorators and body (mypy's cache does not)."""
    defn = class_def(info, tree)
    if info.is_named_tuple and "__hash__" not in info.names:
        given = given_fields(info, args)  # a tuple: it hashes its items
        if given is None:
            return ()
        return given + _defaults(defn, {name for name, _ in given}, tree) if defn else given
    if dataclass_hashing(info, defn, tree) != "fields":
        return ()
    given = given_fields(info, args)
    if given is None:
        return ()
    # Defaults only from a body the plugin reads the same on every run (mypy's cache
    # keeps no class bodies of the installed packages it does not check again).
    return given + _defaults(defn, {name for name, _ in given}, tree) if defn else given


def config_fields(
    info: TypeInfo, args: list[Arg], tree: MypyFile | None, stored: Callable[[str], bool]
) -> tuple[tuple[str, Value], ...]:
    """What a constructor call gives each field of a dataclass that does not hash them (a
    config: `cfg = TrainConfig()` makes `cfg.pooling` its default "stats"), with the
    literal defaults of the fields it does not give, leaving out each field the program
    may store to afterwards (`stored`). Empty where the class's own `__init__` or
    `__post_init__` may set them otherwise, or a star argument hides which field gets what."""
    defn = class_def(info, tree)
    if defn is None or not _is_dataclass(info, tree):
        return ()
    if any(_written(s, "__init__") or _written(s, "__post_init__") for s in defn.defs.body):
        return ()
    given = given_fields(info, args)
    if given is None:
        return ()
    found = given + _defaults(defn, {name for name, _ in given}, tree)
    return tuple((name, value) for name, value in found if not stored(name))


def _defaults(
    defn: ClassDef, given: set[str], tree: MypyFile | None
) -> tuple[tuple[str, Value], ...]:
    """`name: T = <literal>` (or `field(default=<literal>)`, or `Other()` of a NamedTuple
    or hashing dataclass of the same module) in the class body, for the fields not given;
    none when the class's own `__init__` or `__post_init__` may set them otherwise."""
    body = defn.defs.body
    if any(_written(s, "__init__") or _written(s, "__post_init__") for s in body):
        return ()
    found: list[tuple[str, Value]] = []
    for stmt in body:
        if not (isinstance(stmt, AssignmentStmt) and len(stmt.lvalues) == 1):
            continue
        target, value = stmt.lvalues[0], stmt.rvalue
        if not isinstance(target, NameExpr) or target.name in given:
            continue
        if isinstance(value, CallExpr) and value.arg_names == ["default"]:
            value = value.args[0]  # dataclasses.field(default=...)
        known = _literal(value) or _default_instance(value, defn, tree)
        if known is not None:
            found.append((target.name, known))
    return tuple(found)


def _written(stmt: Statement, name: str) -> bool:
    """A method `name` the class's source defines (mypy's dataclass plugin adds an
    `__init__` whose body is a lone `pass` to the class it checks)."""
    if not isinstance(stmt, FuncDef) or stmt.name != name:
        return False
    body = stmt.body.body
    return not (len(body) == 1 and isinstance(body[0], PassStmt))


def _default_instance(expr: Expression, owner: ClassDef, tree: MypyFile | None) -> Value | None:
    """`model: ModelCfg = ModelCfg()`: an instance made with its own defaults, of a
    NamedTuple or hashing dataclass defined earlier in the module (a config nested in a
    config; defined earlier, as Python needs, so no class is its own default)."""
    if not (isinstance(expr, CallExpr) and not expr.args and isinstance(expr.callee, RefExpr)):
        return None
    info = expr.callee.node
    if not isinstance(info, TypeInfo):
        return None
    defn = class_def(info, tree)
    if defn is None or defn.line >= owner.line:
        return None
    fields = hashed_fields(info, [], tree)
    return Value(Kind.UNKNOWN, cls=info, fields=fields) if fields else None


def _literal(expr: Expression) -> Value | None:
    """A literal default: a constant, or a tuple or list display of them (a NamedTuple's
    `sizes: Sequence[int] = [32, 32]`, a list however it is annotated)."""
    if isinstance(expr, StrExpr | IntExpr | FloatExpr):
        return constant(expr.value)
    if isinstance(expr, NameExpr) and expr.fullname in _NAMED_CONSTANTS:
        return constant(_NAMED_CONSTANTS[expr.fullname])
    if isinstance(expr, TupleExpr | ListExpr):
        items = [_literal(item) for item in expr.items]
        if any(item is None for item in items):
            return None
        pytype = PyType.LIST if isinstance(expr, ListExpr) else PyType.SEQUENCE
        return static(pytype, items=tuple(item for item in items if item is not None))
    return None


def dataclass_flags(decorator: Expression, tree: MypyFile | None = None) -> dict[str, bool] | None:
    """`eq`, `frozen`, `unsafe_hash` of `@dataclasses.dataclass(...)`; None for another
    decorator (as it runs, where `tree`, its module, is given) or a flag that is not a
    literal bool."""
    call = decorator if isinstance(decorator, CallExpr) else None
    target = call.callee if call is not None else decorator
    if runtime_fullname(target, tree) != "dataclasses.dataclass":
        return None
    flags = dict(_DEFAULTS)
    for name, value in zip(call.arg_names, call.args, strict=True) if call else ():
        if name not in _FLAGS:
            continue
        if not (isinstance(value, NameExpr) and value.fullname in _BOOLS):
            return None
        flags[name] = value.fullname == "builtins.True"
    return flags
