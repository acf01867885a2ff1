"""Pytree classes: which fields of a traced instance are traced and which are static.

Recognised: NamedTuples (every field is a leaf), `jax.tree_util.register_dataclass`
(`meta_fields`, or `field(metadata={"static": True})`), `flax.struct.dataclass`
(`field(pytree_node=False)`), `equinox.Module` (`field(static=True)`), and classes whose
flatten function (`register_pytree_node_class`'s `tree_flatten`, or the one given to
`register_pytree_node`) returns `(children, aux_data)` as literal tuples of its
argument's attributes. Anything else stays unknown.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final, Literal, TypeAlias

from mypy.nodes import (
    AssignmentStmt,
    CallExpr,
    ClassDef,
    Decorator,
    Expression,
    ExpressionStmt,
    FuncDef,
    ListExpr,
    MemberExpr,
    MypyFile,
    NameExpr,
    RefExpr,
    Statement,
    SymbolNode,
    TupleExpr,
    TypeInfo,
    Var,
)
from mypy.traverser import all_return_statements
from mypy.types import CallableType, Instance, TupleType, UnboundType, get_proper_type

from jaxthink_typing.analysis import fullnames as fn
from jaxthink_typing.analysis.callables import Arg
from jaxthink_typing.analysis.kinds import PyType, Value
from jaxthink_typing.analysis.signatures import mark_of
from jaxthink_typing.analysis.static_fields import declared_static
from jaxthink_typing.analysis.transforms import str_tuple
from jaxthink_typing.analysis.type_checking import runtime_fullname

# A module's tree as the plugin parsed it (`Context.tree_for`).
TreeFor: TypeAlias = Callable[[str], MypyFile | None]

FieldKind: TypeAlias = Literal["static", "traced"]

_REGISTER_DATACLASS: Final = frozenset(
    {"jax.tree_util.register_dataclass", "jax._src.tree_util.register_dataclass"}
)
_REGISTER_CLASS: Final = frozenset(
    {"jax.tree_util.register_pytree_node_class", "jax._src.tree_util.register_pytree_node_class"}
)
_REGISTER_NODE: Final = frozenset(
    {"jax.tree_util.register_pytree_node", "jax._src.tree_util.register_pytree_node"}
)
_FLAX_DATACLASS: Final = frozenset({"flax.struct.dataclass"})


def field_kind(info: TypeInfo, name: str, tree: MypyFile | None) -> FieldKind | None:
    """Whether field `name` of a traced instance of `info` is a static or a traced leaf;
    `tree` is the parse of `info`'s module (`Context.tree_for`)."""
    if info.is_named_tuple:
        return "traced" if isinstance(_field(info, name), Var) else None
    library = _LIBRARY_FIELDS.get(info.fullname)
    if library is not None:
        return library.get(name)
    style = _registration(info, tree)
    if style is None or tree is None or _field(info, name) is None:
        return None
    if style != "flatten" and not _declared_in(_class_def(info, tree), name):
        # Inherited: decided by the class that declares it, when that class is in this
        # module (another module's, flax's TrainState.apply_fn, is not read here).
        base = next((b for b in info.mro[1:] if _field(b, name) is not None), None)
        if base is not None and base.fullname in _LIBRARY_FIELDS:
            return field_kind(base, name, None)
        if base is None or base.module_name != info.module_name:
            return None
        return field_kind(base, name, tree)
    if style == "flatten":
        return _flattened_fields(info, tree).get(name)
    explicit = _explicit_meta_fields(info, tree)
    if explicit is not None:
        return "static" if name in explicit else "traced"
    static = declared_static(_class_def(info, tree), name, tree)
    return None if static is None else "static" if static else "traced"


# The fields of libraries' pytree classes, whose class bodies the engine does not parse
# (measured: `dataclasses.fields(...)`'s `pytree_node` metadata, flax 0.12).
_LIBRARY_FIELDS: Final[dict[str, dict[str, FieldKind]]] = {
    fn.TRAIN_STATE: {
        "step": "traced",
        "apply_fn": "static",
        "params": "traced",
        "tx": "static",
        "opt_state": "traced",
    },
}


_STATIC_FIELD_FIXES: Final = {
    "dataclass": 'list "{name}" in meta_fields',
    "flax": 'declare "{name}" with flax.struct.field(pytree_node=False)',
    "equinox": 'declare "{name}" with eqx.field(static=True)',
    "flatten": 'return "{name}" in the aux data of the flatten function',
}


def static_field_fix(info: TypeInfo, name: str, tree: MypyFile | None) -> str | None:
    """How to make field `name` static, for messages (a NamedTuple cannot)."""
    style = None if info.is_named_tuple else _registration(info, tree)
    return None if style is None else _STATIC_FIELD_FIXES[style].format(name=name)


def field_pytype(info: TypeInfo, name: str) -> PyType:
    """A field declared as an array or a Python number is an array leaf once traced
    (equinox's filter_* keep the numbers static: the caller checks `Value.leaves`)."""
    var = _field(info, name)
    declared = get_proper_type(var.type) if var is not None and var.type is not None else None
    if declared is None or mark_of(declared) not in ("array", "number"):
        return PyType.OTHER
    return PyType.ARRAY


_CONTAINERS: Final = {
    "builtins.tuple": PyType.SEQUENCE,
    "builtins.list": PyType.LIST,
    "builtins.dict": PyType.DICT,
}


def container_field(info: TypeInfo, name: str) -> PyType | None:
    """A field declared a built-in tuple, list or dict (`heads: tuple`): a Python
    container in every pytree, traced or not (JAX flattens its items and rebuilds it), so
    indexing it needs a concrete index or key."""
    var = _field(info, name)
    declared = get_proper_type(var.type) if var is not None and var.type is not None else None
    if isinstance(declared, TupleType):
        return PyType.SEQUENCE
    if isinstance(declared, Instance):
        return _CONTAINERS.get(declared.type.fullname)
    return None


def constructor_fields(
    info: TypeInfo, args: list[tuple[str | None, bool]], tree_for: TreeFor | None = None
) -> list[str] | None:
    """The field each constructor argument (keyword name, is-star) lands in, by the
    parameter names of `__init__` (dataclasses, equinox, flax) or `__new__` (NamedTuple);
    None when a star argument or an unknown keyword makes that unclear. `tree_for` gives
    a module's parse, to read a base's `eqx.AbstractVar` declarations (`_equinox_order`)."""
    names: list[str] | None = None
    for method in ("__new__", "__init__") if info.is_named_tuple else ("__init__",):
        node = info.get_method(method)
        if isinstance(node, FuncDef):
            # `arg_names`, not `arguments`: a class read from mypy's cache (a --num-workers
            # worker's) has no `arguments`.
            names = [name or "" for name in node.arg_names[1:]]
            break
    if names is None:
        return None
    init = info.get("__init__")
    generated = init is not None and init.plugin_generated  # equinox's, not the class's own
    if any(keyword is None for keyword, _ in args) and generated and is_equinox(info):
        names = _equinox_order(info, names, tree_for)
        if names is None:
            return None
    fields: list[str] = []
    for index, (keyword, star) in enumerate(args):
        if star or (keyword is None and index >= len(names)):
            return None
        if keyword is not None and keyword not in names:
            return None
        fields.append(keyword if keyword is not None else names[index])
    return fields


def _equinox_order(info: TypeInfo, names: list[str], tree_for: TreeFor | None) -> list[str] | None:
    """The order of an equinox Module's `__init__` parameters at runtime. mypy keeps a
    field a subclass declares again in its base's place; equinox does too, except for a
    base's `eqx.AbstractVar` (no field there), which takes the subclass's place. None
    where a base's declaration cannot be read, or another class than `info` declares
    the field again."""
    moved: list[str] = []
    for name in names:
        declaring = [base for base in info.mro if isinstance(_declared(base, name), Var)]
        if len(declaring) < 2:
            continue
        if declaring[0] is not info or tree_for is None:
            return None
        abstract = [_abstract_var(base, name, tree_for) for base in declaring[1:]]
        if any(a is None for a in abstract):
            return None
        if all(abstract):
            moved.append(name)
    if not moved:
        return names
    assert tree_for is not None
    declared = _declared_order(info, tree_for)  # mypy's cache keeps no declaration order
    if declared is None:
        return None
    own = [n for n in declared if n in names and (n in moved or not _inherited(info, n))]
    return [n for n in names if n not in own] + own


def _declared(info: TypeInfo, name: str) -> object:
    symbol = info.names.get(name)
    return symbol.node if symbol is not None else None


def _inherited(info: TypeInfo, name: str) -> bool:
    return any(isinstance(_declared(base, name), Var) for base in info.mro[1:])


def class_def(info: TypeInfo, tree: MypyFile | None) -> ClassDef | None:
    """The class's definition in `tree` (a top-level class), if there: the plugin's parse
    keeps its body, annotations and decorators, which mypy's cache does not."""
    if tree is None or info.fullname != f"{tree.fullname}.{info.name}":
        return None
    for stmt in tree.defs:
        if isinstance(stmt, ClassDef) and stmt.name == info.name:
            return stmt
    return None


def _declared_order(info: TypeInfo, tree_for: TreeFor) -> list[str] | None:
    """The names the class body of `info` annotates, in order; None where unread."""
    defn = class_def(info, tree_for(info.module_name))
    if defn is None:
        return None
    return [
        stmt.lvalues[0].name
        for stmt in defn.defs.body
        if isinstance(stmt, AssignmentStmt)
        and len(stmt.lvalues) == 1
        and isinstance(stmt.lvalues[0], NameExpr)
        and stmt.unanalyzed_type is not None
    ]


def _abstract_var(info: TypeInfo, name: str, tree_for: TreeFor) -> bool | None:
    """Whether the class body of `info` annotates `name` as `AbstractVar[...]` (equinox's),
    read from the module's parse; None where it cannot be read."""
    defn = class_def(info, tree_for(info.module_name))
    if defn is None:
        return None
    for stmt in defn.defs.body:
        if not (isinstance(stmt, AssignmentStmt) and len(stmt.lvalues) == 1):
            continue
        target = stmt.lvalues[0]
        if isinstance(target, NameExpr) and target.name == name:
            annotation = stmt.unanalyzed_type
            return isinstance(annotation, UnboundType) and (
                annotation.name.rsplit(".", 1)[-1] == "AbstractVar"
            )
    return None


def given_fields(
    info: TypeInfo, args: list[Arg], tree_for: TreeFor | None = None
) -> tuple[tuple[str, Value], ...] | None:
    """Each constructor argument's field (`constructor_fields`) with its value; None when
    that is unclear."""
    names = constructor_fields(info, [(a.name, a.star) for a in args], tree_for)
    return None if names is None else tuple(zip(names, [a.value for a in args], strict=True))


def is_python_field(info: TypeInfo, name: str) -> bool:
    """The field is declared as a Python value: `int`, `bool`, `str`, `tuple[int, ...]`
    (an array in a static field breaks jit's cache: only these get a static fix)."""
    var = _field(info, name)
    declared = get_proper_type(var.type) if var is not None and var.type is not None else None
    return isinstance(declared, Instance) and declared.type.fullname.startswith("builtins.")


def is_pytree_class(info: TypeInfo, tree: MypyFile | None) -> bool:
    return info.is_named_tuple or _registration(info, tree) is not None


def is_flax_struct(info: TypeInfo, tree: MypyFile | None) -> bool:
    """A `flax.struct.dataclass` or `PyTreeNode` (which have `.replace(**fields)`)."""
    if any(base.fullname == "flax.struct.PyTreeNode" for base in info.mro):
        return True
    return _registration(info, tree) == "flax"


def is_equinox(info: TypeInfo) -> bool:
    return any(base.fullname.startswith("equinox.") and base.name == "Module" for base in info.mro)


def function_fields(info: TypeInfo, tree: MypyFile | None) -> list[str]:
    """The fields of a pytree class declared as functions (`act: Callable[..., Any]`) and
    not static: a function is no leaf JAX can trace (equinox's filter_* keep it static)."""
    found = []
    for base in info.mro:
        if base.module_name.startswith(("builtins", "equinox", "flax", "abc")):
            continue  # the library's own bases declare no fields of the user's class
        for name, symbol in base.names.items():
            var = symbol.node
            if not isinstance(var, Var) or var.is_classvar or name.startswith("__"):
                continue
            declared = get_proper_type(var.type) if var.type is not None else None
            callable_type = isinstance(declared, CallableType) or (
                isinstance(declared, Instance) and declared.type.fullname in _CALLABLES
            )
            if callable_type and field_kind(info, name, tree) == "traced" and name not in found:
                found.append(name)
    return found


_CALLABLES: Final = frozenset({"typing.Callable", "collections.abc.Callable"})


def _declared_in(defn: ClassDef, name: str) -> bool:
    """Whether the class body declares `name` (mypy's symbol table of a dataclass also
    lists the fields it inherits)."""
    return any(
        isinstance(stmt, AssignmentStmt)
        and any(isinstance(t, NameExpr) and t.name == name for t in stmt.lvalues)
        for stmt in defn.defs.body
    )


def _field(info: TypeInfo, name: str) -> Var | None:
    for base in info.mro:
        symbol = base.names.get(name)
        if symbol is not None and isinstance(symbol.node, Var):
            return symbol.node
    return None


# (id(info), id(tree)) -> (info, tree, style), for one analysis (`forget` starts the next:
# a daemon's trees change between runs); the objects are kept, so no id is reused.
_STYLES: dict[tuple[int, int], tuple[TypeInfo, MypyFile, str | None]] = {}


def forget() -> None:
    """Drop what `_registration` remembered (called when a module's analysis starts)."""
    _STYLES.clear()


def _registration(info: TypeInfo, tree: MypyFile | None) -> str | None:
    """`_find_registration`, remembered per class and tree."""
    if tree is None or info.module_name != tree.fullname:
        return None
    key = (id(info), id(tree))
    known = _STYLES.get(key)
    if known is not None and known[0] is info and known[1] is tree:
        return known[2]
    style = _find_registration(info, tree)
    _STYLES[key] = (info, tree, style)
    return style


def _find_registration(info: TypeInfo, tree: MypyFile) -> str | None:
    """How `info` is registered as a pytree: "dataclass", "flax", "equinox", "flatten"
    (user-written flattening) or None.

    Which fields are static is written in the class body (`field(static=True)`), and
    mypy's cache does not keep bodies: `tree` is the module with its bodies (the one
    analysed, or the plugin's own parse of another); without it, nothing is known.
    """
    if is_equinox(info):
        return "equinox"
    if any(base.fullname == "flax.struct.PyTreeNode" for base in info.mro):
        return "flax"
    for decorator in _class_def(info, tree).decorators:
        target = decorator.callee if isinstance(decorator, CallExpr) else decorator
        name = runtime_fullname(target, tree) or ""
        if name in _FLAX_DATACLASS:
            return "flax"
        if name in _REGISTER_DATACLASS:
            return "dataclass"
        if name in _REGISTER_CLASS:
            return "flatten"
        if name == "functools.partial" and isinstance(decorator, CallExpr) and decorator.args:
            head = decorator.args[0]
            if isinstance(head, RefExpr) and head.fullname in _REGISTER_DATACLASS:
                return "dataclass"
    if _registration_call(info, tree) is not None:
        return "dataclass"
    if _registration_call(info, tree, _REGISTER_CLASS | _REGISTER_NODE) is not None:
        return "flatten"
    return None


def _registration_call(
    info: TypeInfo, tree: MypyFile, functions: frozenset[str] = _REGISTER_DATACLASS
) -> CallExpr | None:
    """A module-level `register_dataclass(Cls, ...)` (or another of `functions`)."""
    for stmt in tree.defs:
        call = stmt.expr if isinstance(stmt, ExpressionStmt) else None
        if isinstance(stmt, AssignmentStmt):
            call = stmt.rvalue
        if not isinstance(call, CallExpr) or not isinstance(call.callee, RefExpr):
            continue
        if call.callee.fullname in functions and call.args:
            first = call.args[0]
            if isinstance(first, RefExpr) and first.node is info:
                return call
    return None


def _flattened_fields(info: TypeInfo, tree: MypyFile) -> dict[str, FieldKind]:
    """Fields that every `return children, aux_data` of the flatten function names.

    Only literal tuples or lists of the argument's attributes count; a field named in
    both, or a return of another shape, leaves the field (or all fields) unknown.
    """
    flatten = _flatten_function(info, tree)
    if flatten is None or not flatten.arguments:
        return {}
    owner = flatten.arguments[0].variable.name
    kinds: dict[str, FieldKind] = {}
    for stmt in all_return_statements(flatten):
        value = stmt.expr
        if not isinstance(value, TupleExpr) or len(value.items) != 2:
            return {}
        children, aux = value.items
        parts: tuple[tuple[FieldKind, Expression], ...] = (("traced", children), ("static", aux))
        for kind, part in parts:
            names = _attribute_names(part, owner)
            if names is None:
                return {}
            for name in names:
                if kinds.setdefault(name, kind) != kind:
                    return {}
    return kinds


def _flatten_function(info: TypeInfo, tree: MypyFile) -> FuncDef | None:
    node: Statement | Expression | SymbolNode | None = None
    for stmt in _class_def(info, tree).defs.body:  # the method with its body
        if isinstance(stmt, FuncDef | Decorator) and stmt.name == "tree_flatten":
            node = stmt.func if isinstance(stmt, Decorator) else stmt
    call = _registration_call(info, tree, _REGISTER_NODE)
    if call is not None and len(call.args) >= 2 and isinstance(call.args[1], RefExpr):
        node = call.args[1].node
    return node if isinstance(node, FuncDef) else None


def _attribute_names(expr: Expression, owner: str) -> list[str] | None:
    """`(self.a, self.b)`, `[self.a]`, `self.a` or `None`: the attribute names, else None."""
    if isinstance(expr, NameExpr) and expr.fullname == "builtins.None":
        return []
    parts = expr.items if isinstance(expr, (TupleExpr, ListExpr)) else [expr]
    names: list[str] = []
    for part in parts:
        if not (
            isinstance(part, MemberExpr)
            and isinstance(part.expr, NameExpr)
            and part.expr.name == owner
        ):
            return None
        names.append(part.name)
    return names


def _explicit_meta_fields(info: TypeInfo, tree: MypyFile) -> tuple[str, ...] | None:
    call = _registration_call(info, tree)
    if call is None:
        for decorator in _class_def(info, tree).decorators:
            if isinstance(decorator, CallExpr) and "meta_fields" in decorator.arg_names:
                call = decorator
    if call is None:
        return None
    for arg, name in zip(call.args, call.arg_names, strict=True):
        if name == "meta_fields":
            return str_tuple(arg)
    return None


def _class_def(info: TypeInfo, tree: MypyFile) -> ClassDef:
    """The class statement of `info` in `tree` (with its body), else mypy's."""
    pending: list[Statement] = list(tree.defs)
    while pending:
        stmt = pending.pop()
        if isinstance(stmt, ClassDef):
            if stmt.info is info:
                return stmt
            pending.extend(stmt.defs.body)
    return info.defn


def nnx_init_callee(info: TypeInfo, name: str, tree: MypyFile) -> RefExpr | None:
    """What `__init__` calls to build `self.<name>` (`self.proj = nnx.Linear(...)`, a
    class; `self.scale = jnp.ones(3)`, a function), read from its body where mypy
    inferred no type (an unannotated `__init__`)."""
    for stmt in _class_def(info, tree).defs.body:
        init = stmt.func if isinstance(stmt, Decorator) else stmt
        if not isinstance(init, FuncDef) or init.name != "__init__" or not init.arguments:
            continue
        owner = init.arguments[0].variable.name
        for inner in init.body.body:
            if not isinstance(inner, AssignmentStmt) or len(inner.lvalues) != 1:
                continue
            if _attribute_names(inner.lvalues[0], owner) != [name]:
                continue
            call = inner.rvalue
            if isinstance(call, CallExpr) and isinstance(call.callee, RefExpr):
                return call.callee
            return None
    return None
