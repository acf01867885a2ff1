"""Compound statements: `if`, `while`, `for`, `with`, `try`, and plain blocks.

Each branch runs on a copy of the environment; the copies that fall through are merged.
Loops run their body twice (values one and two iterations in), which is enough for the
kinds to reach their fixed point.
"""

from __future__ import annotations

from typing import Final

from mypy.nodes import (
    Block,
    BreakStmt,
    CallExpr,
    Expression,
    ForStmt,
    IfStmt,
    MemberExpr,
    NameExpr,
    RaiseStmt,
    RefExpr,
    ReturnStmt,
    TryStmt,
    TupleExpr,
    WhileStmt,
    WithStmt,
)

from jaxthink_typing.analysis import fullnames as fn
from jaxthink_typing.analysis.diagnostics import RAISES
from jaxthink_typing.analysis.env import Env, merge
from jaxthink_typing.analysis.interpreter import guards
from jaxthink_typing.analysis.interpreter.assignment import assign
from jaxthink_typing.analysis.interpreter.expressions import condition
from jaxthink_typing.analysis.interpreter.frame import STATEMENTS, Frame
from jaxthink_typing.analysis.interpreter.iterators import iterated
from jaxthink_typing.analysis.interpreter.lazy_init import initialised_elsewhere
from jaxthink_typing.analysis.interpreter.values import (
    MAX_UNROLLED,
    distinct_items,
    element_of,
    nonempty,
)
from jaxthink_typing.analysis.iteration import for_loop, while_loop
from jaxthink_typing.analysis.kinds import STATIC, UNKNOWN, Kind, Value
from jaxthink_typing.analysis.rules import traced_bool
from jaxthink_typing.analysis.specs.base import Role
from jaxthink_typing.analysis.transforms import Level
from jaxthink_typing.analysis.walk import refs_and_kinds

_LEAVING: Final = frozenset({BreakStmt, ReturnStmt, RaiseStmt})

# Exceptions whose handlers show that the code expects a tracer error and copes with it.
_CATCHES_TRACER_ERRORS: Final = frozenset(
    {
        "builtins.Exception",
        "builtins.BaseException",
        "builtins.TypeError",
        "builtins.ValueError",
        "builtins.IndexError",
    }
)


def _if(frame: Frame, stmt: IfStmt) -> bool:
    # mypy nests `elif` as an IfStmt in else_body; handle the general list shape too.
    outcomes: list[tuple[Env, list[guards.Binding]]] = []
    pending: list[guards.Binding] = []  # what the tests before this one, all false, say
    for test, body in zip(stmt.expr, stmt.body, strict=False):
        before = RAISES.count
        with guards.refined(frame.env, pending):
            truth = condition(frame, test, 'Python "if"', traced_bool.IF_FIX).truth()
        if RAISES.count != before:
            truth = None  # the test raises: as if fixed, either branch may run
        traced = frame.level is not Level.EAGER
        if truth is None and traced and initialised_elsewhere(test, body, frame.ctx.source):
            truth = False  # a lazy initialisation: taken as done before the trace
        when_true, when_false = guards.refinements(frame.env, test, frame.called_def)
        if truth is not False:
            with guards.refined(frame.env, pending + when_true):
                env, falls = frame.branch(body)
            if falls:
                outcomes.append((env, pending + when_true))
        if truth is True:
            break
        pending = pending + when_false
    else:
        with guards.refined(frame.env, pending):
            env, falls = frame.branch(stmt.else_body)
        if falls:
            outcomes.append((env, pending))
    if not outcomes:
        return False
    frame.env.replace_with(merge(guards.settle(outcomes), frame.env))
    return True


def _while(frame: Frame, stmt: WhileStmt) -> bool:
    iteration = frame.iteration
    entered = iteration is not None and iteration.enter(while_loop(stmt))
    try:
        return _while_body(frame, stmt)
    finally:
        if entered and iteration is not None:
            iteration.leave()


def _while_body(frame: Frame, stmt: WhileStmt) -> bool:
    # The test runs before each iteration: with the values before the loop, then with
    # the values one and two iterations in (assuming the body runs at least once).
    before = frame.env.copy()
    condition(frame, stmt.expr, 'Python "while"', traced_bool.WHILE_FIX)
    after_one, _ = frame.branch(stmt.body)
    frame.env.replace_with(after_one)
    condition(frame, stmt.expr, 'Python "while"', traced_bool.WHILE_FIX)
    after_two, _ = frame.branch(stmt.body)
    frame.env.replace_with(merge([before, after_one, after_two], before))
    frame.block(stmt.else_body)
    return True


def _for(frame: Frame, stmt: ForStmt) -> bool:
    raised = RAISES.count
    iterable = iterated(frame, frame.eval(stmt.expr))  # a loader object: its batches
    if RAISES.count != raised:
        iterable = UNKNOWN  # `range(n)` of a traced n: as if fixed, its items unknown
    iteration = frame.iteration
    entered = iteration is not None and iteration.enter(for_loop(stmt))
    try:
        if distinct_items(iterable):
            return _for_each(frame, stmt, iterable.items or ())
        if _over_entries(stmt, iterable):
            return _for_each(frame, stmt, iterable.items or (), in_order=not _breaks(stmt))
        return _for_body(frame, stmt, iterable)
    finally:
        if entered and iteration is not None:
            iteration.leave()


def _for_body(frame: Frame, stmt: ForStmt, iterable: Value) -> bool:
    element = element_of(iterable)
    before = frame.env.copy()
    assign(frame, stmt.index, element)
    after_one, _ = frame.branch(stmt.body)
    frame.env.replace_with(after_one)
    assign(frame, stmt.index, element)
    after_two, _ = frame.branch(stmt.body)
    if nonempty(iterable):
        frame.env.replace_with(merge([after_one, after_two], before))
    else:
        frame.env.replace_with(merge([before, after_one, after_two], before))
    frame.block(stmt.else_body)
    return True


def _for_each(
    frame: Frame, stmt: ForStmt, items: tuple[Value, ...], in_order: bool = False
) -> bool:
    """A loop over a known sequence of instances of different classes, or of
    different functions (`for stencil in [Box(3), Sharpen(0.5)]`): once per item, as
    joining them would lose which class or function each one is. `in_order`: the loop
    surely runs to its last item, whose pass leaves what follows the loop."""
    before = frame.env.copy()
    after: list[Env] = []
    for item in items:
        assign(frame, stmt.index, item)
        env, _ = frame.branch(stmt.body)
        after.append(env)
        frame.env.replace_with(env)
    if not (in_order and after):
        frame.env.replace_with(merge(after, before))
    frame.block(stmt.else_body)
    return True


def _over_entries(stmt: ForStmt, iterable: Value) -> bool:
    """`for name, value in metrics.items()` (or `.keys()`) of a dict display whose keys
    are known: each pass knows its key (`out[name] = value.mean()` builds a known dict)."""
    expr = stmt.expr
    if not (isinstance(expr, CallExpr) and isinstance(expr.callee, MemberExpr)):
        return False
    items = iterable.items
    known = items is not None and 0 < len(items) <= MAX_UNROLLED
    return known and expr.callee.name in ("items", "keys")


def _breaks(stmt: ForStmt) -> bool:
    """Whether the loop's body may leave it early (`break`, `return`, `raise`)."""
    return bool(refs_and_kinds(stmt.body, _LEAVING)[1])


def _with(frame: Frame, stmt: WithStmt) -> bool:
    compile_time = checking = eager = False
    for expr, target in zip(stmt.expr, stmt.target, strict=False):
        callee = (
            expr.callee.fullname
            if isinstance(expr, CallExpr) and isinstance(expr.callee, RefExpr)
            else None
        )
        spec = frame.ctx.settings.spec_for(callee) if callee is not None else None
        if spec is not None and spec.role is Role.COMPILE_TIME:
            compile_time = True
            continue
        if callee in fn.CHECKING_LEAKS and isinstance(expr, CallExpr) and not expr.args:
            checking = True
            continue
        if callee in fn.DISABLE_JIT and isinstance(expr, CallExpr):
            eager = not _false(expr.args)
            continue
        raised = RAISES.count
        value = frame.eval(expr)
        if RAISES.count != raised:
            return False
        if target is not None:
            assign(frame, target, UNKNOWN if value.kind is not Kind.STATIC else STATIC)
    saved, saved_checking = frame.staging, frame.checking_leaks
    if compile_time:
        frame.staging = False
    frame.checking_leaks = saved_checking or checking
    # Under `jax.disable_jit()` jitted functions and lax loops run in Python on concrete
    # values, while vmap and grad still trace: which of the block's values are tracers is
    # not modelled, so nothing in it is reported (repro of t5x's decoding tests).
    frame.ctx.sink.muted += int(eager)
    try:
        return frame.block(stmt.body)
    finally:
        frame.ctx.sink.muted -= int(eager)
        frame.staging, frame.checking_leaks = saved, saved_checking


def _false(args: list[Expression]) -> bool:
    """`disable_jit(False)`: the block runs as it would without it."""
    return len(args) == 1 and isinstance(args[0], NameExpr) and args[0].fullname == "builtins.False"


def _try(frame: Frame, stmt: TryStmt) -> bool:
    copes = any(
        handler_type is None or _catches_tracer_errors(handler_type) for handler_type in stmt.types
    )
    before = frame.env.copy()
    if copes:
        frame.ctx.sink.muted += 1
    try:
        body_env, body_falls = frame.branch(stmt.body)
    finally:
        if copes:
            frame.ctx.sink.muted -= 1
    outcomes: list[Env] = []
    if body_falls:
        frame.env.replace_with(body_env)
        if frame.block(stmt.else_body):
            outcomes.append(frame.env.copy())
    for var, handler in zip(stmt.vars, stmt.handlers, strict=False):
        frame.env.replace_with(merge([before, body_env], before))
        if var is not None:
            assign(frame, var, UNKNOWN)
        env, falls = frame.branch(handler)
        if falls:
            outcomes.append(env)
    frame.env.replace_with(merge(outcomes, before) if outcomes else before)
    if stmt.finally_body is not None and not frame.block(stmt.finally_body):
        return False
    return bool(outcomes)


def _catches_tracer_errors(expr: Expression) -> bool:
    if isinstance(expr, TupleExpr):
        return any(_catches_tracer_errors(item) for item in expr.items)
    if isinstance(expr, RefExpr):
        name = expr.fullname
        return name in _CATCHES_TRACER_ERRORS or name.startswith("jax.")
    return True  # unknown: assume it may


def _block(frame: Frame, stmt: Block) -> bool:
    return frame.block(stmt)


STATEMENTS.update(
    {
        IfStmt: _if,
        WhileStmt: _while,
        ForStmt: _for,
        WithStmt: _with,
        TryStmt: _try,
        Block: _block,
    }
)
