"""Instances of the program's plain classes: the attributes their `__init__` gives them.

`Policy(w, 0.1)` runs `__init__` with the constructor's arguments (in the engine of the
class's module, this one or another the analysis follows); an attribute stored once, by
a top-level `self.name = value` statement, and assigned nowhere else in the class's
module or the constructing one, keeps that value's kind (a Python number static, an
array an array, a jitted bound method a function). Every other attribute stays unknown.
"""

from __future__ import annotations

from mypy.nodes import (
    ARG_NAMED,
    ARG_NAMED_OPT,
    ARG_OPT,
    ARG_POS,
    AssignmentStmt,
    CallExpr,
    Expression,
    ExpressionStmt,
    FuncDef,
    MemberExpr,
    MypyFile,
    NameExpr,
    Statement,
    TypeInfo,
    Var,
)

from jaxthink_typing.analysis.callables import Arg
from jaxthink_typing.analysis.dataclass_hash import config_fields
from jaxthink_typing.analysis.env import Env
from jaxthink_typing.analysis.flax_classes import is_nnx_module
from jaxthink_typing.analysis.interpreter.frame import Frame
from jaxthink_typing.analysis.kinds import UNKNOWN, Kind, Value
from jaxthink_typing.analysis.pytrees import is_equinox, is_pytree_class
from jaxthink_typing.analysis.self_stores import ANY, counts_for, self_store, store_counts
from jaxthink_typing.analysis.transforms import Level

Fields = tuple[tuple[str, Value], ...]

_ACTIVE: set[int] = set()  # the __init__ definitions being run (recursive construction)


def constructing() -> bool:
    """Whether a constructor is being run (another call of it is then not run)."""
    return bool(_ACTIVE)


def constructed(caller: Frame, cls: TypeInfo, args: list[Arg]) -> Fields:
    """The attributes `cls(*args)` is known to set, with the values it gives them."""
    init = cls.get_method("__init__")
    if not isinstance(init, FuncDef):
        return ()
    # By its class's module (a package's `__init__` does not define its submodules'
    # classes): this one, or another module the analysis follows.
    frame = caller.functions.module_frame_of(init.info.module_name, caller.level)
    if frame is None:
        return ()
    own = counts_for(frame.ctx.tree, frame.ctx.source, cls)
    if frame.ctx is caller.ctx:
        return _run_init(frame, cls, init, args, own)
    stores = dict(own)
    for name, count in counts_for(caller.ctx.tree, caller.ctx.source, cls).items():
        stores[name] = stores.get(name, 0) + count
    frame.ctx.sink.muted += 1  # what __init__ itself does there is that module's to report
    try:
        return _run_init(frame, cls, init, args, stores)
    finally:
        frame.ctx.sink.muted -= 1


def dataclass_fields(
    caller: Frame, cls: TypeInfo, args: list[Arg], tree: MypyFile | None
) -> Fields:
    """The fields `cls(*args)` gives a dataclass that does not hash them (a config), as
    `dataclass_hash.config_fields` reads them (`tree`: the class's module as the plugin
    parsed it), but those that the class's module or the constructing one stores to
    (`cfg.lr = ...`): none where either sets attributes by a name it computes."""
    if "dataclass" not in cls.metadata:  # mypy's mark of a dataclass: no scan of the module
        return ()
    frame = caller.functions.module_frame_of(cls.module_name, caller.level)
    if frame is None:
        return ()
    counts = (store_counts(frame.ctx.source), store_counts(caller.ctx.source))
    if any(ANY in c for c in counts):
        return ()
    return config_fields(cls, args, tree, lambda name: any(name in c for c in counts))


def _run_init(
    frame: Frame, cls: TypeInfo, init: FuncDef, args: list[Arg], stores: dict[str, int]
) -> Fields:
    """Run `init` (as the module of `frame` defines it) with `args`; the attributes it
    stores once, where `stores` counts each attribute name's stores."""
    # In a module the plugin parsed, its own body: mypy's node may be read from its cache,
    # with no body and no arguments.
    own = frame.ctx.bodies.get(init.fullname, init)
    if not isinstance(own, FuncDef) or not hasattr(own, "arguments"):
        return ()
    init = own
    # A linen module is a dataclass (fields, `setup`); an nnx Module's __init__ is a plain
    # constructor, and so is an equinox Module's own (`self.layers = [...]` sets a field).
    linen = any(base.fullname.startswith("flax.") for base in cls.mro) and not is_nnx_module(cls)
    equinox = is_equinox(cls)
    if equinox and _generated(cls):
        return ()  # its fields are what the constructor is given
    pytree = not equinox and is_pytree_class(cls, frame.ctx.tree)
    if linen or pytree or id(init) in _ACTIVE:
        return ()
    if not init.arguments or not frame.ctx.source.lines:
        return ()
    traced = frame.level is not Level.EAGER  # made inside a trace: see `Value.local`
    env = Env(frame.ctx.module_env, traced=traced, trace=frame.env.trace)
    if not _bind(frame, init, args, env):
        return ()
    self_var = init.arguments[0].variable
    inner = Frame(frame.ctx, frame.functions, env, frame.level, init.name, init)
    fields: dict[str, Value] = {}
    env.set(self_var, Value(Kind.UNKNOWN, cls=cls, local=traced))
    _ACTIVE.add(id(init))
    try:
        for stmt in init.body.body:
            helper = _self_helper(frame, cls, stmt, self_var)
            if helper is not None:  # `self.reset()`: the attributes it stores first
                helper_env = Env(frame.ctx.module_env, traced=traced, trace=env.trace)
                helper_self = helper.arguments[0].variable
                helper_env.set(helper_self, env.lookup(self_var) or UNKNOWN)
                helper_frame = Frame(
                    frame.ctx, frame.functions, helper_env, frame.level, helper.name
                )
                _store_fields(helper_frame, helper.body.body, helper_self, stores, fields)
                known = tuple(fields.items())
                env.set(self_var, Value(Kind.UNKNOWN, cls=cls, fields=known, local=traced))
                continue
            name = self_store(stmt, self_var)
            if name is None:
                if not inner.run(stmt):
                    break
                _grown(env.lookup(self_var), fields)  # `self.layers.append(...)` in a loop
                continue
            assert isinstance(stmt, AssignmentStmt)
            value = inner.eval(stmt.rvalue)
            if stores.get(name) == 1:
                fields[name] = value
                known = tuple(fields.items())
                env.set(self_var, Value(Kind.UNKNOWN, cls=cls, fields=known, local=traced))
    finally:
        _ACTIVE.discard(id(init))
    return tuple(fields.items())


def _grown(current: Value | None, fields: dict[str, Value]) -> None:
    """Take what the statement just run made of the fields known so far (a list field
    `self.layers.append(...)` filled)."""
    for name, value in current.fields if current is not None else ():
        if name in fields:
            fields[name] = value


def _generated(cls: TypeInfo) -> bool:
    """Whether `cls`'s `__init__` is a dataclass's (mypy makes it from the fields) or
    equinox's own, not one the program wrote."""
    for base in cls.mro:
        symbol = base.names.get("__init__")
        if symbol is not None:
            return symbol.plugin_generated or base.fullname.startswith("equinox.")
    return True


def _self_helper(frame: Frame, cls: TypeInfo, stmt: Statement, self_var: Var) -> FuncDef | None:
    """`self.reset()` in `__init__`: a method of the class's module taking only `self`,
    with its body."""
    if not (isinstance(stmt, ExpressionStmt) and isinstance(stmt.expr, CallExpr)):
        return None
    call = stmt.expr
    callee = call.callee
    if call.args or not isinstance(callee, MemberExpr):
        return None
    if not (isinstance(callee.expr, NameExpr) and callee.expr.node is self_var):
        return None
    method = cls.get_method(callee.name)
    if not isinstance(method, FuncDef) or method.info.module_name != frame.ctx.tree.fullname:
        return None
    own = frame.ctx.bodies.get(method.fullname, method)
    if not isinstance(own, FuncDef) or len(getattr(own, "arguments", ())) != 1:
        return None
    return own


def _store_fields(
    frame: Frame,
    stmts: list[Statement],
    self_var: Var,
    stores: dict[str, int],
    fields: dict[str, Value],
) -> None:
    """The `self.name = value` statements of a helper's body, each stored once in the
    module: their values (nothing else of the helper runs)."""
    for stmt in stmts:
        name = self_store(stmt, self_var)
        if name is not None and stores.get(name) == 1:
            assert isinstance(stmt, AssignmentStmt)
            fields[name] = frame.eval(stmt.rvalue)


def _bind(frame: Frame, init: FuncDef, args: list[Arg], env: Env) -> bool:
    """Bind `__init__`'s parameters after `self`; False when the arguments do not fit.
    With `*args` or `**kwargs` given (`cls(**cfg["kwargs"])`), every one is unknown."""
    if any(a.star for a in args):
        for argument in init.arguments[1:]:
            env.set(argument.variable, UNKNOWN)
        return True
    positional = [a.value for a in args if a.name is None]
    keywords = {a.name: a.value for a in args if a.name is not None}
    index = 0
    for argument in init.arguments[1:]:
        name = argument.variable.name
        if argument.kind in (ARG_POS, ARG_OPT) and index < len(positional):
            value = positional[index]
            index += 1
        elif argument.kind in (ARG_POS, ARG_OPT, ARG_NAMED, ARG_NAMED_OPT) and name in keywords:
            value = keywords.pop(name)
        elif argument.initializer is not None:
            value = _default(frame, argument.initializer)
        else:
            value = UNKNOWN  # *args, **kwargs, or a missing argument
        env.set(argument.variable, value)
    return index == len(positional) and not keywords


def _default(frame: Frame, initializer: Expression) -> Value:
    module = Frame(frame.ctx, frame.functions, frame.ctx.module_env, Level.EAGER, "<default>")
    value = module.eval(initializer)
    return value if value.kind is Kind.STATIC else UNKNOWN
