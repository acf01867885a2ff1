"""The leak bookkeeping: when a value stored inside a trace outlives it.

A tracer stored where the trace cannot see it end (a global, an enclosing eager function's
variable or container, a module-level container, an attribute of `self`, of a class or of
a module-level object) is used later outside the trace, where JAX raises
UnexpectedTracerError. An object made inside the trace (`Value.local`) keeps its tracers
inside it.
"""

from __future__ import annotations

from typing import Final

from mypy.nodes import (
    AssignmentStmt,
    CallExpr,
    Expression,
    FuncDef,
    IndexExpr,
    LambdaExpr,
    MemberExpr,
    MypyFile,
    NameExpr,
    RefExpr,
    SymbolNode,
    TypeInfo,
    Var,
)

from jaxthink_typing.analysis import fullnames as fn
from jaxthink_typing.analysis import nnx_outside, specs
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.env import Env, runs_outside
from jaxthink_typing.analysis.flax_classes import is_nnx_module, is_nnx_variable
from jaxthink_typing.analysis.interpreter.frame import Frame
from jaxthink_typing.analysis.kinds import Kind, PyType, Value
from jaxthink_typing.analysis.rules import tracer_leak
from jaxthink_typing.analysis.transforms import Level
from jaxthink_typing.analysis.walk import names_and_members, refs_and_kinds

_LIBRARIES = ("flax.", "equinox.")
_FUNCTIONS: Final = frozenset({FuncDef, LambdaExpr})
_STORES: Final = frozenset({FuncDef, LambdaExpr, AssignmentStmt, CallExpr})


def check_nonlocal_store(frame: Frame, target: NameExpr, owner: Env, value: Value) -> None:
    """`nonlocal name; name = value` into an enclosing function that runs eagerly, or in
    another trace (a scan body's tracer stored in the jitted function around it)."""
    stored, held = tracer_leak.stored_tracer(value)
    if frame.traced and stored.is_tracer and _outside(frame, owner, stored, target.node):
        where = f'the enclosing function\'s variable "{target.name}" (nonlocal)'
        tracer_leak.report(frame.ctx, target, stored, where, held)


def check_global_store(frame: Frame, target: NameExpr, value: Value) -> None:
    """`global name; name = value` from inside a trace."""
    stored, held = tracer_leak.stored_tracer(value)
    if frame.traced and stored.is_tracer:
        where = f'the global "{target.name}"'
        tracer_leak.report(frame.ctx, target, stored, where, held)


def check_item_store(
    frame: Frame, target: IndexExpr, base: Value, index: Value, value: Value
) -> None:
    """`container[key] = value` inside a trace, into a container that outlives it."""
    nnx_outside.check_store(frame, target, target.base, base)
    # A traced key fails (hash) before anything is stored.
    key_fails = base.pytype in (PyType.DICT, PyType.SET) and index.is_tracer
    stored, held = tracer_leak.stored_tracer(value)
    if not (frame.traced and stored.is_tracer) or key_fails:
        return
    where = outliving_container(frame, target.base, base, stored)
    if where is not None:
        tracer_leak.report(frame.ctx, target, stored, where, held)


def outliving_container(
    frame: Frame, expr: Expression, value: Value, stored: Value | None = None
) -> str | None:
    """Where a value stored into the container `expr` would outlive this trace: a
    module-level container, or one of an enclosing function that runs eagerly (or an
    item of one: `SERIES[name]`, `SERIES.setdefault(name, [])`)."""
    holder = _holder(expr)
    if holder is not None:  # an item of `d` or of `self.d`
        return outliving_container(frame, holder, frame.eval(holder), stored)
    if isinstance(expr, MemberExpr):
        return _outliving_attribute(frame, expr, value)
    if not isinstance(expr, NameExpr) or not isinstance(expr.node, Var):
        return None
    if value.pytype not in (PyType.LIST, PyType.DICT, PyType.SET):
        return None  # an optimizer's .update, a logger's .add: not a container
    if frame.is_module_global(expr):
        return f'the module-level "{expr.name}"'
    owner = frame.env.owner(expr.node)
    enclosing = owner is not None and owner is not frame.env and _outside(frame, owner, stored)
    if enclosing and owner is not frame.ctx.module_env and _read_elsewhere(frame.ctx, expr.node):
        return f'"{expr.name}" of the enclosing function'
    return None


def _read_elsewhere(ctx: Context, variable: Var) -> bool:
    """Whether the enclosing function's container `variable` is read anywhere but in the
    functions that store into it: a stale tracer raises only where it is read after its
    trace (a scratch list each loop body fills before it reads it leaks nothing: MaxText's
    cache update). Its own assignments and item stores are no reads."""
    known = ctx.read_elsewhere.get(variable)
    if known is None:
        known = ctx.read_elsewhere[variable] = _searched(ctx.tree, variable)
    return known


def _searched(tree: MypyFile, variable: Var) -> bool:
    functions = [
        f
        for stmt in tree.defs
        for f in refs_and_kinds(stmt, _FUNCTIONS)[1]
        if isinstance(f, FuncDef | LambdaExpr)
    ]
    if any(a.variable is variable for f in functions for a in f.arguments):
        return True  # given by the caller, which may read it afterwards
    uses = {f: [n for n in names_and_members(f.body)[0] if n.node is variable] for f in functions}
    # The function that assigns it holds every use, its own assignment among them.
    owner = max(functions, key=lambda f: len(uses[f]), default=None)
    if owner is None:
        return True  # not found: reported as before
    _, nodes = refs_and_kinds(owner.body, _STORES)
    kept = {id(n) for n in uses[owner]}
    for node in nodes:
        if isinstance(node, FuncDef | LambdaExpr) and _stores_into(node, variable):
            kept -= {id(n) for n in uses[node]}
        elif isinstance(node, AssignmentStmt):
            kept -= {id(t) for t in node.lvalues if isinstance(t, NameExpr)}
            kept -= {id(t.base) for t in node.lvalues if isinstance(t, IndexExpr)}
    return bool(kept)


def _stores_into(function: FuncDef | LambdaExpr, variable: Var) -> bool:
    """`variable[k] = v` or `variable.append(v)` (a method that stores) in `function`."""
    _, nodes = refs_and_kinds(function.body, _STORES)
    for node in nodes:
        if isinstance(node, AssignmentStmt) and any(
            isinstance(t, IndexExpr) and isinstance(t.base, NameExpr) and t.base.node is variable
            for t in node.lvalues
        ):
            return True
        if (
            isinstance(node, CallExpr)
            and isinstance(node.callee, MemberExpr)
            and node.callee.name in tracer_leak.STORING_METHODS
            and isinstance(node.callee.expr, NameExpr)
            and node.callee.expr.node is variable
        ):
            return True
    return False


def _outside(
    frame: Frame, owner: Env, stored: Value | None = None, slot: SymbolNode | None = None
) -> bool:
    """Whether the scope `owner` lives outside this frame's trace: it runs eagerly, or in
    another trace (one around this one) of which the stored tracer is not a value
    already (a tracer of the outer trace read from there stays valid in it; `slot`: the
    variable just stored into, which holds it now)."""
    if not runs_outside(owner, frame.env):
        return False
    if not owner.traced:
        return True
    if stored is not None and _outer_tracer(frame, stored):
        return False
    env: Env | None = frame.env
    while env is not None:
        outer = env.trace is not frame.env.trace
        held = (v for node, v in env.values.items() if node is not slot)
        if outer and stored is not None and any(v is stored for v in held):
            return False
        env = env.parent
    return True


def _outer_tracer(frame: Frame, stored: Value) -> bool:
    """A tracer a differentiation's body made from none of the differentiated arguments
    (a label drawn from the enclosing jit's rng inside `jax.grad`): JAX makes it a tracer
    of the trace around, valid wherever that trace runs."""
    trace = frame.env.trace
    if trace is None or stored.kind is not Kind.TRACED or stored.origin is None:
        return False
    if stored.origin.is_differentiated():
        return False
    made_by = [frame.ctx.settings.spec_for(key) for key in trace.specs]
    return bool(made_by) and all(s is not None and s.level is Level.DIFF for s in made_by)


def check_attribute_store(frame: Frame, target: MemberExpr, owner: Value, value: Value) -> None:
    """`obj.name = value` inside a trace, where `obj` outlives it; or a plain attribute of
    an nnx Module that nnx.jit traces, which it writes back to the caller's module."""
    nnx_outside.check_store(frame, target, target.expr, owner)
    stored, held = tracer_leak.stored_tracer(value)  # `self.cache = (chol, alpha)` too
    if not (frame.traced and stored.is_tracer) or owner.local:
        return  # an object made inside the trace keeps the tracer inside it
    if owner.is_tracer:
        if value.is_tracer and _written_back(frame, owner, value):
            where = "a plain attribute of an nnx Module (nnx.jit writes it back to the Module)"
            tracer_leak.report(frame.ctx, target, value, where, fix=tracer_leak.NNX_FIX)
        return
    if _outliving_object(frame, target.expr):
        where = f'the attribute "{frame.ctx.source.snippet(target) or target.name}"'
        tracer_leak.report(frame.ctx, target, stored, where, held)


def _written_back(frame: Frame, owner: Value, value: Value) -> bool:
    """A tracer (no nnx Variable: its state nnx.jit returns) stored on an nnx Module that
    nnx.jit traces: nnx.jit writes the attribute back to the caller's module, and the
    tracer with it (measured, flax 0.12.8)."""
    trace = frame.env.trace
    if owner.cls is None or not is_nnx_module(owner.cls) or trace is None:
        return False
    # A Variable moved between attributes (`m.a, m.b = m.b, m.a`) is state nnx.jit returns.
    nnx_object = value.cls is not None and (
        value.cls.has_base(fn.NNX_PYTREE) or is_nnx_variable(value.cls)
    )
    return not nnx_object and trace.under(specs.flax.NNX_JIT.key)


def _outliving_object(frame: Frame, base: Expression) -> bool:
    """Whether `base` names an object that outlives a trace: `self`, a class, a global."""
    is_self = isinstance(base, NameExpr) and isinstance(base.node, Var) and base.node.is_self
    is_class = isinstance(base, RefExpr) and isinstance(base.node, TypeInfo)
    return is_self or is_class or frame.is_module_global(base)


def _outliving_attribute(frame: Frame, expr: MemberExpr, value: Value) -> str | None:
    """`self.log`: a list, dict or set attribute of an object of the program's own (made
    outside the trace: `self`, a class or a module-level object) that outlives the trace.
    flax and equinox modules are left out: their libraries manage their state."""
    if value.pytype not in (PyType.LIST, PyType.DICT, PyType.SET):
        return None
    owner = frame.eval(expr.expr)
    cls = owner.cls
    if cls is None or owner.is_tracer or owner.local or not _outliving_object(frame, expr.expr):
        return None
    if any(base.fullname.startswith(_LIBRARIES) for base in cls.mro):
        return None
    return f'the attribute "{frame.ctx.source.snippet(expr) or expr.name}"'


def _holder(expr: Expression) -> NameExpr | MemberExpr | None:
    """The named container an item is taken from: `d` in `d[k]`, `d.setdefault(k, v)`
    or `d.get(k)`; `self.d` in `self.d[k]`."""
    base: Expression | None = None
    if isinstance(expr, IndexExpr):
        base = expr.base
    elif (
        isinstance(expr, CallExpr)
        and isinstance(expr.callee, MemberExpr)
        and expr.callee.name in ("setdefault", "get")
    ):
        base = expr.callee.expr
    return base if isinstance(base, NameExpr | MemberExpr) else None
