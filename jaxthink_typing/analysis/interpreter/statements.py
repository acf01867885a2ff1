"""Simple statements: assignments, `return`, `assert`, `raise`, `del`, definitions."""

from __future__ import annotations

from mypy.nodes import (
    AssertStmt,
    AssignmentStmt,
    BreakStmt,
    ClassDef,
    ContinueStmt,
    Decorator,
    DelStmt,
    ExpressionStmt,
    FuncDef,
    GlobalDecl,
    IndexExpr,
    NonlocalDecl,
    OperatorAssignmentStmt,
    OverloadedFuncDef,
    RaiseStmt,
    ReturnStmt,
    Statement,
)

from jaxthink_typing.analysis.callables import FunctionValue
from jaxthink_typing.analysis.diagnostics import RAISES
from jaxthink_typing.analysis.interpreter import leaks
from jaxthink_typing.analysis.interpreter.assignment import assign
from jaxthink_typing.analysis.interpreter.expressions import condition
from jaxthink_typing.analysis.interpreter.frame import STATEMENTS, Frame
from jaxthink_typing.analysis.interpreter.values import is_jax_array
from jaxthink_typing.analysis.kinds import STATIC, UNKNOWN, Kind, PyType, Value
from jaxthink_typing.analysis.rules import inplace_update, traced_bool


def _assignment(frame: Frame, stmt: AssignmentStmt) -> bool:
    raised = RAISES.count
    value = frame.eval(stmt.rvalue)
    if RAISES.count != raised:
        value = UNKNOWN  # as if fixed, in a way nobody knows: its uses are no new mistakes
    for target in stmt.lvalues:
        frame.rvalue_for[id(target)] = stmt.rvalue
        assign(frame, target, value)
    frame.rvalue_for.clear()
    return True


def _operator_assignment(frame: Frame, stmt: OperatorAssignmentStmt) -> bool:
    if isinstance(stmt.lvalue, IndexExpr):
        raised = RAISES.count
        base = frame.eval(stmt.lvalue.base)
        index = frame.eval(stmt.lvalue.index)
        rvalue = frame.eval(stmt.rvalue)
        method = inplace_update.AT_METHODS.get(stmt.op)
        if is_jax_array(base) and method is not None:
            negate = stmt.op == "-"
            inplace_update.report(frame.ctx, stmt, stmt.lvalue, method, stmt.rvalue, negate)
        elif base.pytype in (PyType.LIST, PyType.DICT) and RAISES.count == raised:
            # `seq[0] += x` stores the sum back into the list or dict.
            stored = frame.binary(frame.eval(stmt.lvalue), rvalue)
            leaks.check_item_store(frame, stmt.lvalue, base, index, stored)
        return True
    raised = RAISES.count
    current = frame.eval(stmt.lvalue)
    value = frame.binary(current, frame.eval(stmt.rvalue))
    assign(frame, stmt.lvalue, UNKNOWN if RAISES.count != raised else value, evaluated=True)
    return True


def _expression(frame: Frame, stmt: ExpressionStmt) -> bool:
    frame.eval(stmt.expr)
    return True


def _return(frame: Frame, stmt: ReturnStmt) -> bool:
    before = RAISES.count
    value = frame.eval(stmt.expr) if stmt.expr is not None else STATIC
    if RAISES.count == before:  # a return whose expression raises returns nothing
        frame.returns.append(value)
    return False


def _assert(frame: Frame, stmt: AssertStmt) -> bool:
    condition(frame, stmt.expr, 'Python "assert"', traced_bool.ASSERT_FIX)
    if stmt.msg is not None:
        frame.eval(stmt.msg)
    return True


def _raise(frame: Frame, stmt: RaiseStmt) -> bool:
    if stmt.expr is not None:
        frame.eval(stmt.expr)
    return False


def _stop(frame: Frame, stmt: Statement) -> bool:
    return False  # `break`, `continue`: the rest of the block does not run


def _del(frame: Frame, stmt: DelStmt) -> bool:
    if isinstance(stmt.expr, IndexExpr) and is_jax_array(frame.eval(stmt.expr.base)):
        inplace_update.report(frame.ctx, stmt, stmt.expr, "delete", None)
        return True
    frame.eval(stmt.expr)
    return True


def _declare_nonlocal(frame: Frame, stmt: NonlocalDecl) -> bool:
    frame.nonlocals.update(stmt.names)
    return True


def _funcdef(frame: Frame, stmt: FuncDef) -> bool:
    value = Value(Kind.STATIC, func=FunctionValue(stmt, frame.env))
    frame.env.set(stmt, value)
    if stmt.original_def is not None:  # a def in each branch: the name is the first one's
        frame.env.set(stmt.original_def, value)
    return True


def _decorator(frame: Frame, stmt: Decorator) -> bool:
    value = frame.functions.decorated(stmt, frame.env, frame)
    frame.env.set(stmt, value)  # what a later reference to the nested def names
    frame.env.set(stmt.func, value)
    frame.env.set(stmt.var, value)
    frame.functions.analyse_definition(value, frame)
    return True


def _nothing(frame: Frame, stmt: Statement) -> bool:
    return True  # overloads, classes and `global`: nothing runs that the analysis sees


STATEMENTS.update(
    {
        AssignmentStmt: _assignment,
        OperatorAssignmentStmt: _operator_assignment,
        ExpressionStmt: _expression,
        ReturnStmt: _return,
        AssertStmt: _assert,
        RaiseStmt: _raise,
        BreakStmt: _stop,
        ContinueStmt: _stop,
        DelStmt: _del,
        FuncDef: _funcdef,
        Decorator: _decorator,
        OverloadedFuncDef: _nothing,
        ClassDef: _nothing,
        GlobalDecl: _nothing,
        NonlocalDecl: _declare_nonlocal,
    }
)
