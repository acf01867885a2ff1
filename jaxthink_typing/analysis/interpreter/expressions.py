"""Literals, names, module members, conditions, lambdas and the expressions that only
wrap another (`cast`, `await`, `yield`, `*x`)."""

from __future__ import annotations

from mypy.nodes import (
    AssertTypeExpr,
    AssignmentExpr,
    AwaitExpr,
    BytesExpr,
    CallExpr,
    CastExpr,
    ComplexExpr,
    ConditionalExpr,
    EllipsisExpr,
    Expression,
    FloatExpr,
    IntExpr,
    LambdaExpr,
    MemberExpr,
    MypyFile,
    NameExpr,
    OpExpr,
    RefExpr,
    StarExpr,
    StrExpr,
    TypeInfo,
    UnaryExpr,
    YieldExpr,
    YieldFromExpr,
)

from jaxthink_typing.analysis import probe
from jaxthink_typing.analysis.callables import FunctionValue
from jaxthink_typing.analysis.foreign import RoutedSink
from jaxthink_typing.analysis.interpreter import guards
from jaxthink_typing.analysis.interpreter.assignment import assign
from jaxthink_typing.analysis.interpreter.attributes import attribute
from jaxthink_typing.analysis.interpreter.frame import EXPRESSIONS, Frame
from jaxthink_typing.analysis.kinds import (
    NONE,
    STATIC,
    UNKNOWN,
    Kind,
    Value,
    combine,
    constant,
    join,
)
from jaxthink_typing.analysis.rules import traced_bool


def condition(frame: Frame, expr: Expression, construct: str, fix: str) -> Value:
    """Evaluate `expr` where Python converts it to bool, and report a tracer there."""
    if isinstance(expr, OpExpr) and expr.op in ("and", "or"):
        left = condition(frame, expr.left, construct, fix)
        decided = left.truth()
        if decided is (expr.op == "or"):
            return left  # short-circuit: the right side never runs
        with guards.refined(frame.env, guards.right_side(frame.env, expr, frame.called_def)):
            right = condition(frame, expr.right, construct, fix)
        if decided is not None:
            return right
        return combine([left, right]) if left.kind is right.kind else UNKNOWN
    if isinstance(expr, UnaryExpr) and expr.op == "not":
        inner = condition(frame, expr.expr, construct, fix)
        truth = inner.truth()
        return constant(not truth) if truth is not None else inner
    value = frame.eval(expr)
    traced_bool.check(frame.ctx, expr, value, construct, fix)
    return value


def is_module_ref(expr: Expression) -> bool:
    """`np` in `np.pi`, `kernels` in `kernels.pool`: a name of a module."""
    if isinstance(expr, NameExpr | MemberExpr):
        return isinstance(expr.node, MypyFile)
    return False


def _literal(frame: Frame, expr: IntExpr | FloatExpr | ComplexExpr) -> Value:
    return constant(expr.value)


def _ellipsis(frame: Frame, expr: Expression) -> Value:
    return STATIC


def _str(frame: Frame, expr: StrExpr | BytesExpr) -> Value:
    return constant(expr.value)


def _name(frame: Frame, expr: NameExpr) -> Value:
    if expr.fullname == "builtins.None":
        return NONE
    if expr.fullname in ("builtins.True", "builtins.False"):
        return constant(expr.fullname == "builtins.True")
    node = expr.node
    if node is None:
        return UNKNOWN
    found = frame.env.lookup(node)
    value = found if found is not None else frame.functions.global_value(node, expr.fullname)
    if probe.enabled() and frame.func is not None:
        _record(frame, expr, value)
    return value


def _record(frame: Frame, expr: NameExpr, value: Value) -> None:
    """Keep the value for an editor's hover (probe.py), with the call that entered this
    module where another module's check runs it."""
    sink = frame.ctx.sink
    entry = sink.crossing.entry if isinstance(sink, RoutedSink) else None
    entered = (entry.caller, entry.line) if entry is not None else None
    probe.record(frame.ctx.tree.path, expr, value, frame.name, entered)


def _member(frame: Frame, expr: MemberExpr) -> Value:
    if is_module_ref(expr.expr):
        node = expr.node
        if node is not None:
            return frame.functions.global_value(node, expr.fullname)
        return UNKNOWN
    if isinstance(expr.expr, RefExpr) and isinstance(expr.expr.node, TypeInfo):
        member = frame.functions.class_member(expr.expr.node, expr.name)
        if member is not None:  # `SlotOps.write`, `Window.from_history`
            return Value(Kind.STATIC, func=member)
    base = frame.learn_array(expr.expr, expr.name, frame.eval(expr.expr))
    return attribute(frame, base, expr.name, expr)


def _call(frame: Frame, expr: CallExpr) -> Value:
    return frame.functions.evaluate_call(frame, expr)  # calls are the engine's (handlers/)


def _conditional(frame: Frame, expr: ConditionalExpr) -> Value:
    construct = "A conditional expression"
    truth = condition(frame, expr.cond, construct, traced_bool.IF_FIX).truth()
    if truth is True:
        return frame.eval(expr.if_expr)
    if truth is False:
        return frame.eval(expr.else_expr)
    when_true, when_false = guards.refinements(frame.env, expr.cond, frame.called_def)
    with guards.refined(frame.env, when_true):
        chosen = frame.eval(expr.if_expr)
    with guards.refined(frame.env, when_false):
        other = frame.eval(expr.else_expr)
    return join(chosen, other)


def _lambda(frame: Frame, expr: LambdaExpr) -> Value:
    return Value(Kind.STATIC, func=FunctionValue(expr, frame.env))


def _walrus(frame: Frame, expr: AssignmentExpr) -> Value:
    value = frame.eval(expr.value)
    assign(frame, expr.target, value)
    return value


def _inner(frame: Frame, expr: CastExpr | AssertTypeExpr) -> Value:
    return frame.eval(expr.expr)


def _opaque_inner(frame: Frame, expr: AwaitExpr | YieldFromExpr | StarExpr) -> Value:
    frame.eval(expr.expr)
    return UNKNOWN


def _yield(frame: Frame, expr: YieldExpr) -> Value:
    """`yield v`: a generator's caller iterates what it yields (a data loader's batches);
    the value sent back in is unknown."""
    frame.yields.append(frame.eval(expr.expr) if expr.expr is not None else STATIC)
    return UNKNOWN


EXPRESSIONS.update(
    {
        IntExpr: _literal,
        FloatExpr: _literal,
        ComplexExpr: _literal,
        EllipsisExpr: _ellipsis,
        StrExpr: _str,
        BytesExpr: _str,
        NameExpr: _name,
        MemberExpr: _member,
        CallExpr: _call,
        ConditionalExpr: _conditional,
        LambdaExpr: _lambda,
        AssignmentExpr: _walrus,
        CastExpr: _inner,
        AssertTypeExpr: _inner,
        AwaitExpr: _opaque_inner,
        YieldExpr: _yield,
        YieldFromExpr: _opaque_inner,
        StarExpr: _opaque_inner,
    }
)
