"""Registries that decorators fill: `@register("mlp")` (or `@MODELS.register("mlp")`) on
a def stores the function in a dict under that name and gives it back, so a lookup of that
dict by a known name (`BUILDERS[name]`, `self._items[name]`) gives the function that the
program's run would.

A registration is read from the code itself: a factory whose returned decorator stores its
argument at `container[key]` and returns it, and a module-level def decorated by a call of
that factory with a literal key. The modules searched are the checked module and those it
imports, directly or not: mypy analyses them before it in any run (another module's names
may not be bound yet), and each is recorded as entered, so its edit rechecks the module.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Final

from mypy.nodes import (
    ARG_POS,
    GDEF,
    AssignmentStmt,
    CallExpr,
    ClassDef,
    Decorator,
    Expression,
    ExpressionStmt,
    FakeInfo,
    FuncDef,
    Import,
    ImportAll,
    ImportFrom,
    IndexExpr,
    IntExpr,
    MemberExpr,
    MypyFile,
    NameExpr,
    RefExpr,
    ReturnStmt,
    Statement,
    StrExpr,
    TypeInfo,
    Var,
)
from mypy.types import Instance, get_proper_type
from mypy.util import correct_relative_import

from jaxthink_typing.analysis.binding import is_method
from jaxthink_typing.analysis.names import flat_statements

# The key of a lookup the engine cannot read (`LOSSES[cfg.loss]`): every registration.
ANY_KEY: Final = object()


# `Slot.attr` of a registry that is a dict itself (`class Registry(dict)`: `self[name] = fn`).
ITEMS: Final = "[]"


@dataclass(frozen=True)
class Slot:
    """A container a registry fills: a module-level dict (`attr` None), or an attribute of
    the instances of class `owner` (`ITEMS`: the instances themselves, a dict subclass)."""

    module: str  # the module that defines the global or the class
    owner: str  # the global's or the class's fullname
    attr: str | None = None


@dataclass(frozen=True)
class Factory:
    """`register(name)`, whose decorator stores its argument at `container[name]`; or,
    with `key_param` None, a decorator `register` itself, storing at `[fn.__name__]`."""

    fullname: str
    name: str
    key_param: str | None
    key_position: int  # among the arguments a caller gives (a method's `self` left out)
    method: bool
    # `__init_subclass__(cls, name=None)`, storing each subclass at `[name]`, the keyword
    # its class statement gives (`class Jacobi(Solver, name="jacobi")`).
    subclasses: bool = False


def slot_of(expr: Expression, method_of: FuncDef | None) -> Slot | None:
    """The container `expr` names: a module-level variable (or the instance of a dict
    subclass it holds), or `self.attr` (or `self`) inside a method (`method_of`: the
    function whose body holds `expr`)."""
    held = holder(expr)
    if held is not None and held.type is not None:
        declared = get_proper_type(held.type)
        if isinstance(declared, Instance) and _dict_subclass(declared.type):
            return Slot(declared.type.module_name, declared.type.fullname, ITEMS)
    if (
        isinstance(expr, NameExpr)
        and isinstance(expr.node, Var)
        and expr.node.is_self
        and method_of is not None
        and is_method(method_of)
        and _dict_subclass(method_of.info)
    ):
        return Slot(method_of.info.module_name, method_of.info.fullname, ITEMS)
    if held is not None:
        module, _, _ = held.fullname.rpartition(".")
        return Slot(module, held.fullname) if module else None
    if (
        isinstance(expr, MemberExpr)
        and isinstance(expr.expr, NameExpr)
        and isinstance(expr.expr.node, Var)
        and (expr.expr.node.is_self or expr.expr.node.is_cls)  # `cls._registry` too
        and method_of is not None
        and is_method(method_of)
    ):
        info = _defining(method_of.info, expr.name)
        return Slot(info.module_name, info.fullname, expr.name)
    if isinstance(expr, MemberExpr) and isinstance(expr.expr, RefExpr):
        named = expr.expr.node  # `Solver.registry`, the class's own
        if isinstance(named, TypeInfo) and not isinstance(named, FakeInfo):
            info = _defining(named, expr.name)
            return Slot(info.module_name, info.fullname, expr.name)
    return None


def _defining(info: TypeInfo, attr: str) -> TypeInfo:
    """The class along `info`'s MRO whose body defines `attr` (`info` where none does)."""
    return next((base for base in info.mro if attr in base.names), info)


def holder(expr: Expression) -> Var | None:
    """The module-level variable `expr` names (a registry instance: `LOSSES`)."""
    if isinstance(expr, RefExpr) and expr.kind == GDEF and isinstance(expr.node, Var):
        return expr.node
    return None


def held_by(registration: Registration, holder: str | None) -> bool:
    """Whether the registry instance `holder` (None: not known) may hold `registration`."""
    return holder is None or registration.holder is None or registration.holder == holder


def _dict_subclass(info: TypeInfo) -> bool:
    """A class that is a dict, not dict itself (`class Registry(dict)`)."""
    return info.fullname != "builtins.dict" and info.has_base("builtins.dict")


def factories(tree: MypyFile, slot: Slot) -> list[Factory]:
    """The factories in `tree` (the slot's module, with bodies) that fill `slot`."""
    if slot.attr is None:
        candidates = [s for s in flat_statements(tree.defs) if isinstance(s, FuncDef)]
        prefix = tree.fullname
    else:
        owner = next(
            (
                s
                for s in flat_statements(tree.defs)
                if isinstance(s, ClassDef) and f"{tree.fullname}.{s.name}" == slot.owner
            ),
            None,
        )
        if owner is None:
            return []
        candidates = [s for s in owner.defs.body if isinstance(s, FuncDef)]
        candidates += [  # `@classmethod def register(cls, name)`: `cls._registry[name] = c`
            s.func for s in owner.defs.body if isinstance(s, Decorator) and s.func.is_class
        ]
        prefix = slot.owner
    found = []
    for func in candidates:
        hook = _subclass_hook(func, slot, prefix) if func.name == "__init_subclass__" else None
        factory = hook or _factory(func, slot, f"{prefix}.{func.name}")
        if factory is not None:
            found.append(factory)
    if slot.attr is None:
        found.extend(_given_the_table(tree, slot))
    return found


def _given_the_table(tree: MypyFile, slot: Slot) -> Iterator[Factory]:
    """Factories made by a registrar that takes the table as an argument: `def
    register_op(name): return _register(OPS, "op", name)`, or `register_op =
    _registrar(OPS)` (whose `register(name)` stores at `table[name]`)."""
    statements = list(flat_statements(tree.defs))
    registrars = {
        f"{tree.fullname}.{s.name}": s for s in statements if isinstance(s, FuncDef) and s.arguments
    }
    for stmt in statements:
        if isinstance(stmt, FuncDef) and len(stmt.body.body) == 1:
            returned = stmt.body.body[0]
            call = returned.expr if isinstance(returned, ReturnStmt) else None
            params = [a.variable.name for a in stmt.arguments]
            made = _registrar_call(call, registrars, slot)
            if made is not None and made[1] is not None and made[1] in params:
                name = made[1]
                yield Factory(
                    f"{tree.fullname}.{stmt.name}", stmt.name, name, params.index(name), False
                )
        elif isinstance(stmt, AssignmentStmt) and len(stmt.lvalues) == 1:
            target = stmt.lvalues[0]
            made = _registrar_call(stmt.rvalue, registrars, slot)
            if isinstance(target, NameExpr) and made is not None and made[1] is None:
                yield Factory(f"{tree.fullname}.{target.name}", target.name, made[2], 0, False)


def _registrar_call(
    call: Expression | None, registrars: dict[str, FuncDef], slot: Slot
) -> tuple[FuncDef, str | None, str] | None:
    """`_register(OPS, "op", name)` or `_registrar(OPS)`, positional, given `slot`'s
    global: the registrar, the name its key comes from (None: the factory it returns
    takes the key), and its key parameter."""
    if not (isinstance(call, CallExpr) and isinstance(call.callee, RefExpr)):
        return None
    registrar = registrars.get(call.callee.fullname)
    if registrar is None or any(kind != ARG_POS for kind in call.arg_kinds):
        return None
    params = [a.variable.name for a in registrar.arguments]
    tables = [
        i for i, a in enumerate(call.args) if isinstance(a, NameExpr) and a.fullname == slot.owner
    ]
    if len(tables) != 1 or tables[0] >= len(params):
        return None
    table = params[tables[0]]
    body = list(flat_statements(registrar.body.body))
    returned = {
        s.expr.name for s in body if isinstance(s, ReturnStmt) and isinstance(s.expr, NameExpr)
    }
    for inner in body:
        if not (isinstance(inner, FuncDef) and inner.name in returned and inner.arguments):
            continue
        key = _stored_in(inner, inner.arguments[0].variable.name, table)
        if key is not None and key in params:  # `_register(table, kind, name)`
            given = call.args[params.index(key)] if params.index(key) < len(call.args) else None
            return registrar, given.name if isinstance(given, NameExpr) else None, key
        outer = [a.variable.name for a in inner.arguments]  # `_registrar(table)`
        for deeper in flat_statements(inner.body.body):
            if isinstance(deeper, FuncDef) and deeper.arguments:
                key = _stored_in(deeper, deeper.arguments[0].variable.name, table)
                if key is not None and key in outer and outer.index(key) == 0:
                    return registrar, None, key
    return None


def _stored_in(decorator: FuncDef, given: str, table: str) -> str | None:
    """The key's name of `table[key] = given` in `decorator`, which gives `given` back."""
    key = _stored_key(decorator, given, lambda base: _name(base, table))
    return key.name if isinstance(key, NameExpr) else None


def _factory(func: FuncDef, slot: Slot, fullname: str) -> Factory | None:
    method = slot.attr is not None
    params = [a.variable.name for a in func.arguments]
    owner = None
    if method:
        if not params:
            return None
        owner, params = params[0], params[1:]
    if params and _stores(func, params[0], slot, owner) == _BY_NAME:
        return Factory(fullname, func.name, None, 0, method)  # `@register` itself
    body = list(flat_statements(func.body.body))
    returned = {
        s.expr.name for s in body if isinstance(s, ReturnStmt) and isinstance(s.expr, NameExpr)
    }
    for inner in body:
        if isinstance(inner, FuncDef) and inner.name in returned and inner.arguments:
            key = _stores(inner, inner.arguments[0].variable.name, slot, owner)
            if key is not None and key in params:
                return Factory(fullname, func.name, key, params.index(key), method)
    return None


_BY_NAME = "__name__"


def _subclass_hook(hook: FuncDef, slot: Slot, owner_fullname: str) -> Factory | None:
    """`__init_subclass__(cls, name=None)` storing `cls` at `[name]` (or `[cls.__name__]`)
    of the class attribute `slot`, named through `cls` or the class."""
    owner = owner_fullname.rpartition(".")[2]
    params = [a.variable.name for a in hook.arguments]
    if not params:
        return None
    given, rest = params[0], params[1:]

    def fills(base: Expression) -> bool:
        return (
            isinstance(base, MemberExpr)
            and base.name == slot.attr
            and (_name(base.expr, given) or _name(base.expr, owner))
        )

    for stmt in flat_statements(hook.body.body):
        stored = _direct_store_into(stmt, fills)
        if stored is None or not _name(stored[1], given):
            continue
        key = stored[0]
        fullname = f"{slot.owner}.{hook.name}"
        if isinstance(key, NameExpr) and key.name in rest:
            return Factory(fullname, hook.name, key.name, 0, True, subclasses=True)
        if isinstance(key, MemberExpr) and key.name == _BY_NAME and _name(key.expr, given):
            return Factory(fullname, hook.name, None, 0, True, subclasses=True)
    return None


def _direct_store_into(
    stmt: Statement, fills: Callable[[Expression], bool]
) -> tuple[Expression, Expression] | None:
    """`container[key] = value` where `fills(container)`: its key and value."""
    if not (isinstance(stmt, AssignmentStmt) and len(stmt.lvalues) == 1):
        return None
    target = stmt.lvalues[0]
    if isinstance(target, IndexExpr) and fills(target.base):
        return target.index, stmt.rvalue
    return None


def _stores(decorator: FuncDef, given: str, slot: Slot, owner: str | None) -> str | None:
    """The key of `container[key] = given` in `decorator`, a decorator that gives `given`
    back: a name, or `_BY_NAME` for `given.__name__`."""

    def fills(base: Expression) -> bool:
        if owner is None:
            return isinstance(base, NameExpr) and base.fullname == slot.owner
        if slot.attr == ITEMS:
            return _name(base, owner)
        return isinstance(base, MemberExpr) and base.name == slot.attr and _name(base.expr, owner)

    key = _stored_key(decorator, given, fills)
    if isinstance(key, NameExpr):
        return key.name
    if isinstance(key, MemberExpr) and key.name == _BY_NAME and _name(key.expr, given):
        return _BY_NAME
    return None


def _stored_key(
    decorator: FuncDef, given: str, fills: Callable[[Expression], bool]
) -> Expression | None:
    """The key of the first `container[key] = given` in `decorator` whose container
    `fills` accepts, where `decorator` gives `given` back."""
    statements = list(flat_statements(decorator.body.body))
    if not any(isinstance(s, ReturnStmt) and _name(s.expr, given) for s in statements):
        return None  # it gives back something else
    for stmt in statements:
        if (
            isinstance(stmt, AssignmentStmt)
            and len(stmt.lvalues) == 1
            and isinstance(stmt.lvalues[0], IndexExpr)
            and _name(stmt.rvalue, given)
            and fills(stmt.lvalues[0].base)
        ):
            return stmt.lvalues[0].index
    return None


def _name(expr: Expression | None, name: str | None = None) -> bool:
    return isinstance(expr, NameExpr) and (name is None or expr.name == name)


@dataclass(frozen=True)
class Storer:
    """`def register(name, ctor): MODELS[name] = ctor`: a module-level function that stores
    an argument at `[another argument]` of a module-level dict (`register("cnn", CNN)`)."""

    fullname: str
    key_position: int
    value_position: int


def storers(tree: MypyFile, slot: Slot) -> list[Storer]:
    """The functions of `tree` (the slot's module, with bodies) that store an argument in
    the module-level dict `slot`."""
    if slot.attr is not None:
        return []
    found = []
    for func in (s for s in flat_statements(tree.defs) if isinstance(s, FuncDef)):
        params = [a.variable.name for a in func.arguments]
        for stmt in flat_statements(func.body.body):
            stored = _direct_store(stmt, slot)
            if stored is None:
                continue
            key, value = stored
            if not (isinstance(key, NameExpr) and isinstance(value, NameExpr)):
                continue
            if key.name in params and value.name in params:
                where = (params.index(key.name), params.index(value.name))
                found.append(Storer(f"{tree.fullname}.{func.name}", *where))
    return found


def _direct_store(stmt: Statement, slot: Slot) -> tuple[Expression, Expression] | None:
    """`SLOT[key] = value`: its key and value."""
    return _direct_store_into(
        stmt, lambda base: isinstance(base, NameExpr) and base.fullname == slot.owner
    )


Registered = Decorator | FuncDef | TypeInfo


@dataclass(frozen=True)
class Registration:
    """A def a registry holds; `holder`: the registry instance's global, where a class's
    instances hold the container (`imgcls.registry.LOSSES` of `@LOSSES.register("ce")`)."""

    node: Registered
    holder: str | None = None


def registrations(
    trees: Iterable[MypyFile], made_by: list[Factory], slot: Slot, stored_by: list[Storer]
) -> dict[object, list[Registration]]:
    """The module-level defs of `trees` that a factory of `made_by` registers, and the
    functions and classes their module-level statements store in `slot` (`SLOT["cnn"] =
    CNN`, or a call of a storer: `register("cnn", CNN)`), by key."""
    found: dict[object, list[Registration]] = {}
    for tree in trees:
        for stmt in flat_statements(tree.defs):
            if isinstance(stmt, Decorator | ClassDef):  # `@register("mlp")` on a def or class
                decorators = stmt.decorators
                held: Registered = stmt if isinstance(stmt, Decorator) else stmt.info
                for key, held_by in _keys(decorators, stmt.name, made_by, slot):
                    found.setdefault(key, []).append(Registration(held, held_by))
                if isinstance(stmt, ClassDef):
                    for key in _subclass_keys(stmt, made_by, slot):
                        found.setdefault(key, []).append(Registration(stmt.info))
                continue
            stored = _direct_store(stmt, slot) if slot.attr is None else None
            if stored is None and isinstance(stmt, ExpressionStmt):
                stored = _stored_by_call(stmt.expr, stored_by)
            if stored is None:
                continue
            key, value = _literal(stored[0]), stored[1]
            node = value.node if isinstance(value, RefExpr) else None
            if key is not None and isinstance(node, Decorator | FuncDef | TypeInfo):
                found.setdefault(key, []).append(Registration(node))
    return found


def _stored_by_call(
    expr: Expression, stored_by: list[Storer]
) -> tuple[Expression, Expression] | None:
    """`register("cnn", CNN)` of a storer, with positional arguments: its key and value."""
    if not (isinstance(expr, CallExpr) and isinstance(expr.callee, RefExpr)):
        return None
    if any(kind != ARG_POS for kind in expr.arg_kinds):
        return None
    for storer in stored_by:
        needed = max(storer.key_position, storer.value_position)
        if expr.callee.fullname == storer.fullname and len(expr.args) > needed:
            return expr.args[storer.key_position], expr.args[storer.value_position]
    return None


def _keys(
    decorators: list[Expression], name: str, made_by: list[Factory], slot: Slot
) -> Iterator[tuple[object, str | None]]:
    """The keys `decorators` register their def or class (`name`) under, each with the
    registry's global."""
    for decorator in decorators:
        for factory in made_by:
            if factory.key_param is None and _calls(decorator, factory, slot):
                yield name, _holder_name(decorator)
            elif isinstance(decorator, CallExpr) and _calls(decorator.callee, factory, slot):
                key = _argument(decorator, factory)
                if key is not None:
                    yield key, _holder_name(decorator.callee)


def _subclass_keys(stmt: ClassDef, made_by: list[Factory], slot: Slot) -> Iterator[object]:
    """The key a subclass hook of `made_by` registers the class `stmt` under: the literal
    its class statement gives the hook's keyword, or its name."""
    info = stmt.info
    if isinstance(info, FakeInfo) or not any(base.fullname == slot.owner for base in info.mro[1:]):
        return
    for factory in made_by:
        if not factory.subclasses:
            continue
        if factory.key_param is None:
            yield stmt.name
            continue
        given = stmt.keywords.get(factory.key_param)
        key = _literal(given) if given is not None else None
        if key is not None:
            yield key


def _holder_name(callee: Expression) -> str | None:
    held = holder(callee.expr) if isinstance(callee, MemberExpr) else None
    return held.fullname if held is not None else None


def _calls(callee: Expression, factory: Factory, slot: Slot) -> bool:
    if not factory.method:
        return isinstance(callee, RefExpr) and callee.fullname == factory.fullname
    if not (isinstance(callee, MemberExpr) and callee.name == factory.name):
        return False
    holder = callee.expr
    if isinstance(holder, RefExpr) and isinstance(holder.node, TypeInfo):
        return any(base.fullname == slot.owner for base in holder.node.mro)  # a classmethod
    if not (isinstance(holder, RefExpr) and isinstance(holder.node, Var)):
        return False
    declared = get_proper_type(holder.node.type)
    return isinstance(declared, Instance) and any(
        base.fullname == slot.owner for base in declared.type.mro
    )


def _argument(call: CallExpr, factory: Factory) -> object | None:
    """The literal key the decorator call gives."""
    positional = 0
    for arg, kind, name in zip(call.args, call.arg_kinds, call.arg_names, strict=True):
        if kind == ARG_POS:
            if positional == factory.key_position:
                return _literal(arg)
            positional += 1
        elif name == factory.key_param:
            return _literal(arg)
    return None


def _literal(expr: Expression) -> object | None:
    return expr.value if isinstance(expr, StrExpr | IntExpr) else None


def imported(tree: MypyFile) -> Iterator[str]:
    """The modules `tree` imports (anywhere in it, as mypy counts them), and the names its
    `from` imports take, which may be submodules. Not its packages: mypy may check a
    submodule before its package's `__init__`."""
    for node in tree.imports:
        if isinstance(node, Import):
            yield from (name for name, _ in node.ids)
        elif isinstance(node, ImportFrom | ImportAll):
            package = tree.is_package_init_file()
            base, ok = correct_relative_import(tree.fullname, node.relative, node.id, package)
            if ok:
                yield base
                if isinstance(node, ImportFrom):
                    yield from (f"{base}.{name}" for name, _ in node.names)
