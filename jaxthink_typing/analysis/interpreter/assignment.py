"""Storing a value: into a name, a tuple of targets, an attribute or an item."""

from __future__ import annotations

from mypy.nodes import (
    Decorator,
    Expression,
    FakeInfo,
    FuncDef,
    IndexExpr,
    ListExpr,
    MemberExpr,
    NameExpr,
    StarExpr,
    TupleExpr,
    Var,
)
from mypy.types import Instance, get_proper_type

from jaxthink_typing.analysis.interpreter import leaks
from jaxthink_typing.analysis.interpreter.frame import Frame
from jaxthink_typing.analysis.interpreter.indexing import array_only_index
from jaxthink_typing.analysis.interpreter.values import (
    is_jax_array,
    plain_key,
    unpack,
    with_any_entry,
    with_entry,
)
from jaxthink_typing.analysis.kinds import UNKNOWN, Kind, PyType, Value
from jaxthink_typing.analysis.rules import (
    inplace_update,
    numpy_on_traced,
    traced_hash,
    traced_index,
)
from jaxthink_typing.analysis.rules.tracer_leak import tracer_in
from jaxthink_typing.analysis.self_stores import ANY, store_counts


def assign(frame: Frame, target: Expression, value: Value, evaluated: bool = False) -> None:
    """Bind `value` to `target` (`evaluated`: the target's parts were evaluated already,
    as in `x += 1`)."""
    if isinstance(target, NameExpr):
        node = target.node
        if isinstance(node, Var):
            _assign_name(frame, target, node, value)
        elif isinstance(node, FuncDef | Decorator) and frame.env is frame.ctx.module_env:
            # `init = jax.jit(init)` at module level rebinds the def's name: later uses
            # (and the bodies that read it) see the new value.
            frame.env.set(node, value)
    elif isinstance(target, TupleExpr | ListExpr):
        parts = unpack(value, len(target.items))
        for item, part in zip(target.items, parts, strict=True):
            if isinstance(item, StarExpr):
                assign(frame, item.expr, UNKNOWN)
            else:
                assign(frame, item, part)
    elif isinstance(target, StarExpr):
        assign(frame, target.expr, UNKNOWN)
    elif not evaluated and isinstance(target, MemberExpr):
        owner = frame.eval(target.expr)
        leaks.check_attribute_store(frame, target, owner, value)
        _store_field(frame, target, owner, value)
    elif not evaluated and isinstance(target, IndexExpr):
        _assign_item(frame, target, value)


def _store_field(frame: Frame, target: MemberExpr, owner: Value, value: Value) -> None:
    """`cfg.loss = "masked"` on an instance a name holds (a config built by attribute
    stores, `cfg = Box(); cfg.loss = ...; return cfg`): the name's instance has that field
    from now on, where the module's text stores no other attribute of that name and none
    by a computed name (as for `__init__`'s stores: another store would leave it unknown).
    Not `self` in a method (its fields are its class's business), not a tracer."""
    base = target.expr
    if not (isinstance(base, NameExpr) and isinstance(base.node, Var)):
        return
    if owner.cls is None or owner.is_tracer or value.is_tracer or _is_self(frame, base.node):
        return
    if base.name in frame.nonlocals or (frame.func is not None and frame.is_module_global(base)):
        return  # another scope's object: a function that may never run would change it
    counts = store_counts(frame.ctx.source)
    if ANY in counts or counts.get(target.name, 0) != 1:
        return
    fields = (*((n, v) for n, v in owner.fields if n != target.name), (target.name, value))
    stored = Value(
        owner.kind,
        owner.origin,
        owner.pytype,
        func=owner.func,
        cls=owner.cls,
        leaves=owner.leaves,
        fields=fields,
        local=owner.local,
    )
    frame.env.set(base.node, stored)


def _is_self(frame: Frame, var: Var) -> bool:
    """The first parameter of the method being analysed."""
    func = frame.func
    if not isinstance(func, FuncDef) or not func.arguments or isinstance(func.info, FakeInfo):
        return False
    return func.arguments[0].variable is var


def _assign_name(frame: Frame, target: NameExpr, node: Var, value: Value) -> None:
    if value.kind is Kind.STATIC and value.pytype is PyType.OTHER:
        numpy = _numpy_typed(node)  # `rng.normal(size=(10, 4))`, `x.mean()`: mypy knows
        if numpy is not None:
            value = value.with_pytype(numpy)
    if target.name in frame.nonlocals:
        owner = frame.env.owner(node)
        if owner is not None:
            owner.set(node, value)
            leaks.check_nonlocal_store(frame, target, owner, value)
            return
    if frame.func is not None and frame.is_module_global(target):
        frame.ctx.module_env.set(node, value)
        leaks.check_global_store(frame, target, value)
        return
    frame.env.set(node, value)


def _numpy_typed(node: Var) -> PyType | None:
    """NDARRAY or NPSCALAR where mypy gives the variable the type of a NumPy array or
    scalar."""
    declared = get_proper_type(node.type) if node.type is not None else None
    if not isinstance(declared, Instance):
        return None
    if declared.type.fullname == "numpy.ndarray":
        return PyType.NDARRAY
    return PyType.NPSCALAR if declared.type.has_base("numpy.generic") else None


def _assign_item(frame: Frame, target: IndexExpr, value: Value) -> None:
    """`x[i] = v`: an in-place update of a jax array, a dict keyed by a tracer, or a
    tracer stored into a container that outlives the trace."""
    index = frame.eval(target.index)
    base = frame.eval(target.base)  # after the index: `x[x < eps] = eps` shows `x` an array
    if array_only_index(target.index, index):
        base = frame.learn(target.base, base)  # `x[rows, cols] = v`: `x` is an array
    if is_jax_array(base):
        rvalue = frame.rvalue_for.get(id(target))
        inplace_update.report(frame.ctx, target, target, "set", rvalue)
    elif base.pytype is PyType.DICT and index.kind is not Kind.STATIC:
        traced_hash.check(frame.ctx, target.index, index, "A dict key")
    elif base.pytype is PyType.LIST and index.kind is Kind.TRACED:
        construct = "Storing into a Python list"  # `out[i] = v` calls `i.__index__()`
        fix = "keep the items in a jax array and update it with out.at[i].set(v)"
        traced_index.report(frame.ctx, target.index, index, construct, fix)
        return
    elif base.pytype.is_ndarray and index.kind is Kind.TRACED:
        numpy_on_traced.report_index(frame.ctx, target, target.index, index)  # `buf[i] = 1`
        return
    elif base.pytype.is_ndarray and tracer_in(value).is_tracer:
        numpy_on_traced.report_store(frame.ctx, target, tracer_in(value))  # `buf[i] = x`
        return
    leaks.check_item_store(frame, target, base, index, value)
    _record_entry(frame, target, base, index, value)


def _record_entry(frame: Frame, target: IndexExpr, base: Value, index: Value, value: Value) -> None:
    """`out[name] = value` into a dict a local name holds: by a known key, the name's
    dict has that entry from now on (`out = {}` filled in a loop over another dict's
    items); by a key the engine cannot read (a static one), every value of the dict is
    the join of what it held and `value`. Not another scope's dict, whose other users
    the store would change."""
    holder = target.base
    key = index.const[0] if index.const is not None else None
    if base.pytype is not PyType.DICT or not isinstance(holder, NameExpr):
        return
    if not isinstance(holder.node, Var) or frame.func is None:
        return
    if holder.node not in frame.env.values:
        return  # an enclosing function's dict (a closure), or a global
    if base.entries is not None and plain_key(key):
        frame.env.set(holder.node, with_entry(base, key, value))
    elif index.kind is Kind.STATIC and not tracer_in(value).is_tracer:
        shared = with_any_entry(base, value)  # `table[spec.name] = column` in a loop
        if shared is not None:
            frame.env.set(holder.node, shared)
