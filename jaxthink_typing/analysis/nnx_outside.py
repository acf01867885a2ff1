"""An nnx object made outside a trace and changed inside it.

Flax nnx objects (Modules, Rngs, Optimizers, Variables) remember the trace they were made
in. A transformation's body may read one it closes over (a module-level model, an Rngs of
the eager function around), but changing it there (an attribute store, a Variable's
value, drawing a key from an Rngs stream, an optimizer step) raises TraceContextError at
once, under `jax.jit`, `vmap`, `grad`, `lax.scan` and nnx's own transformations alike
(measured, flax 0.12.8). Given as an argument instead, the object is rebuilt inside the
trace and may change. Only objects reached through a module-level name or a variable of
a function outside the trace are judged: `self` and values of unknown origin may have
been made inside it.
"""

from __future__ import annotations

from typing import Final

from mypy.nodes import GDEF, Expression, MemberExpr, MypyFile, NameExpr, RefExpr, TypeInfo, Var
from mypy.nodes import Context as Node

from jaxthink_typing import codes
from jaxthink_typing.analysis import fullnames as fn
from jaxthink_typing.analysis.diagnostics import RAISES
from jaxthink_typing.analysis.env import runs_outside
from jaxthink_typing.analysis.flax_classes import is_nnx_variable
from jaxthink_typing.analysis.interpreter.frame import Frame
from jaxthink_typing.analysis.kinds import Value
from jaxthink_typing.analysis.rules.wording import add

_RNGS: Final = "flax.nnx.rnglib.Rngs"
_METRIC: Final = "flax.nnx.training.metrics.Metric"  # nnx.Average, nnx.MultiMetric, ...
_FIX = (
    "pass the object to the transformed function as an argument (and return it, or use "
    "nnx.jit, which returns its changes), or nnx.split it outside and nnx.merge it inside"
)


def check_store(frame: Frame, node: Node, owner_expr: Expression, owner: Value) -> None:
    """`owner_expr.name = value` (or `owner_expr[...] = value` on a Variable)."""
    _check(frame, node, owner_expr, owner, "changed")


def check_call(frame: Frame, node: Node, callee: MemberExpr, owner: Value) -> None:
    """`rngs.dropout()`, `optimizer.update(model, grads)`, `metrics.update(loss=l)`,
    `variable.set_value(v)`: calls that change the object they are called on."""
    cls = owner.cls
    if cls is None:
        return
    if cls.has_base(_RNGS) and not callee.name.startswith("_"):
        _check(frame, node, callee.expr, owner, f"asked for a key (.{callee.name}())")
    elif cls.has_base(fn.NNX_OPTIMIZER) and callee.name == "update":
        _check(frame, node, callee.expr, owner, "updated (.update())")
    elif cls.has_base(_METRIC) and callee.name in ("update", "reset"):
        _check(frame, node, callee.expr, owner, f"changed (.{callee.name}())")
    elif is_nnx_variable(cls) and callee.name == "set_value":
        _check(frame, node, callee.expr, owner, "changed (.set_value())")


def _check(frame: Frame, node: Node, owner_expr: Expression, owner: Value, how: str) -> None:
    if not frame.traced or owner.is_tracer or owner.local or owner.cls is None:
        return
    if not _nnx_object(owner.cls):
        return
    root = _outside_root(frame, owner_expr)
    if root is None:
        return
    shown = frame.ctx.source.snippet(owner_expr) or root
    through = f' (through "{root}")' if shown != root else ""
    message = f'The nnx object "{shown}" was made outside this trace{through} and is {how} in it'

    notes = ("Flax raises TraceContextError here: an nnx object changes only in its own trace",)
    add(frame.ctx, node, codes.TRACER_LEAK, message, fix=_FIX, notes=notes)
    RAISES.count += 1  # unlike a stored tracer, this raises at once


def _nnx_object(cls: TypeInfo) -> bool:
    return cls.has_base(fn.NNX_PYTREE) or is_nnx_variable(cls)


def _outside_root(frame: Frame, expr: Expression) -> str | None:
    """The name `expr` is read through (`params` in `params.count.value`) where it is a
    module-level name (of this module or another: `state.COUNTER`, an imported `COUNTER`)
    or a variable of a function that runs outside this trace; None for `self`, a
    parameter or a local of the traced function, or anything else."""
    root = expr
    while isinstance(root, MemberExpr):
        if isinstance(root.expr, RefExpr) and isinstance(root.expr.node, MypyFile):
            return root.name  # `state.COUNTER`: a module's own name
        root = root.expr
    if not isinstance(root, NameExpr) or not isinstance(root.node, Var) or root.node.is_self:
        return None
    if root.kind == GDEF:
        return root.name  # a module-level name, defined here or imported
    owner = frame.env.owner(root.node)
    if owner is None or owner is frame.env or owner is frame.ctx.module_env:
        return None
    return root.name if runs_outside(owner, frame.env) else None
