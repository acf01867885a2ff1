"""Flow-sensitive evaluation of one function body: statements, expressions, conditions."""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import Any, Protocol

from mypy.nodes import (
    ARG_NAMED,
    ARG_STAR,
    ARG_STAR2,
    GDEF,
    AssertStmt,
    AssertTypeExpr,
    AssignmentExpr,
    AssignmentStmt,
    AwaitExpr,
    Block,
    BreakStmt,
    BytesExpr,
    CallExpr,
    CastExpr,
    ClassDef,
    ComparisonExpr,
    ComplexExpr,
    ConditionalExpr,
    ContinueStmt,
    Decorator,
    DelStmt,
    DictExpr,
    DictionaryComprehension,
    EllipsisExpr,
    Expression,
    ExpressionStmt,
    FloatExpr,
    ForStmt,
    FuncDef,
    GeneratorExpr,
    GlobalDecl,
    IfStmt,
    IndexExpr,
    IntExpr,
    LambdaExpr,
    ListComprehension,
    ListExpr,
    MatchStmt,
    MemberExpr,
    MypyFile,
    NameExpr,
    NonlocalDecl,
    OperatorAssignmentStmt,
    OpExpr,
    OverloadedFuncDef,
    RaiseStmt,
    RefExpr,
    ReturnStmt,
    SetComprehension,
    SetExpr,
    SliceExpr,
    StarExpr,
    Statement,
    StrExpr,
    SymbolNode,
    TryStmt,
    TupleExpr,
    TypeInfo,
    UnaryExpr,
    Var,
    WhileStmt,
    WithStmt,
    YieldExpr,
    YieldFromExpr,
)
from mypy.types import Instance, get_proper_type

from jaxthink_typing.analysis import fullnames as fn
from jaxthink_typing.analysis import patterns, registries
from jaxthink_typing.analysis.callables import Arg, FunctionValue, LinenApply
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.diagnostics import RAISES
from jaxthink_typing.analysis.env import Env, merge
from jaxthink_typing.analysis.kinds import (
    NONE,
    STATIC,
    UNKNOWN,
    Kind,
    Origin,
    PyType,
    Value,
    combine,
    constant,
    join,
    join_all,
    static,
)
from jaxthink_typing.analysis.pytrees import (
    field_kind,
    field_pytype,
    is_python_field,
    nnx_init_callee,
    static_field_fix,
)
from jaxthink_typing.analysis.rules import (
    inplace_update,
    numpy_on_traced,
    traced_bool,
    traced_conversion,
    traced_hash,
    traced_index,
    traced_slice,
    tracer_leak,
)
from jaxthink_typing.analysis.rules.dynamic_shape import boolean_mask
from jaxthink_typing.analysis.specs.base import Role, Spec
from jaxthink_typing.analysis.transforms import Level

# Exceptions whose handlers show that the code expects a tracer error and copes with it.
_CATCHES_TRACER_ERRORS = frozenset(
    {
        "builtins.Exception",
        "builtins.BaseException",
        "builtins.TypeError",
        "builtins.ValueError",
        "builtins.IndexError",
    }
)


class Functions(Protocol):
    """What evaluating a body needs from the rest of the engine: calls, and the values of
    definitions (implemented by `interprocedural.Interprocedural`)."""

    def evaluate_call(self, frame: Frame, expr: CallExpr) -> Value: ...

    def call(
        self, target: FunctionValue, args: list[Arg] | None, call: CallExpr | None, frame: Frame
    ) -> Value: ...

    def trace_body(
        self, target: FunctionValue, values: list[Value], frame: Frame, spec: Spec
    ) -> None: ...

    def analyse_definition(self, value: Value, frame: Frame) -> None: ...

    def decorated(self, node: Decorator, env: Env, frame: Frame) -> Value: ...

    def global_value(self, node: SymbolNode, fullname: str) -> Value: ...

    def method_of(self, cls: TypeInfo, name: str) -> FunctionValue | None: ...

    def module_frame_of(self, module: str, level: Level) -> Frame | None: ...

    def bound_call(self, instance: Value, name: str = "__call__") -> FunctionValue | None: ...

    def self_method(self, callee: MemberExpr, frame: Frame) -> FunctionValue | None: ...

    def register_jvp_rule(self, function: Value, rule: Value) -> None: ...

    def register_vjp_rules(self, function: Value, fwd: Value, bwd: Value) -> None: ...

    def decorate(self, decorator: FunctionValue, value: Value, frame: Frame) -> Value | None: ...

    def registered(self, slot: registries.Slot, key: object) -> Value | None: ...


class Frame:
    """The evaluation of one function body (or the module top level)."""

    def __init__(
        self,
        ctx: Context,
        functions: Functions,
        env: Env,
        level: Level,
        name: str,
        func: FuncDef | LambdaExpr | None = None,
    ) -> None:
        self.ctx = ctx
        self.functions = functions
        self.env = env
        self.level = level
        self.staging = level is Level.ABSTRACT
        # grad, vjp, linearize or jac* on the call path (not jax.jvp, whose tangents the
        # caller gives): JAX runs custom derivative rules with traced tangents.
        self.differentiated = False
        self.name = name
        self.func = func
        self.returns: list[Value] = []
        self.nonlocals: set[str] = set()
        self._rvalue_for: dict[int, Expression] = {}
        self.statement: Statement | None = None  # the one running (where a call leaves)
        self.args_raised = False  # see take_args_raised

    # ----------------------------------------------------------------- statements

    def run_block(self, stmts: list[Statement]) -> bool:
        """Run statements in order; False when the block always leaves (return, raise)."""
        return all(self.run(stmt) for stmt in stmts)

    def run(self, stmt: Statement) -> bool:
        """Run one statement; False when it always leaves: a return, a raise, or a mistake
        JAX raises on (the statements after it never run, so nothing there is reported)."""
        self.statement = stmt
        self.args_raised = False  # a raise in an earlier statement's arguments is not this one's
        handler = _STATEMENTS.get(type(stmt))
        if handler is None:
            return True
        before = RAISES.count
        falls = handler(self, stmt)
        if type(stmt) in _COMPOUND or self.func is None:
            # A raise in one branch ends that branch only; the module's top level runs on
            # for the values of its globals, which its functions read.
            return falls
        return falls and RAISES.count == before

    def _block(self, block: Block | None) -> bool:
        if block is None or block.is_unreachable:
            return True
        return self.run_block(block.body)

    def _branch(self, block: Block | None) -> tuple[Env, bool]:
        saved = self.env
        self.env = saved.copy()
        try:
            falls_through = self._block(block)
            return self.env, falls_through
        finally:
            self.env = saved

    def _assignment(self, stmt: AssignmentStmt) -> bool:
        value = self.eval(stmt.rvalue)
        for target in stmt.lvalues:
            self._rvalue_for[id(target)] = stmt.rvalue
            self.assign(target, value)
        self._rvalue_for.clear()
        return True

    def _operator_assignment(self, stmt: OperatorAssignmentStmt) -> bool:
        if isinstance(stmt.lvalue, IndexExpr):
            base = self.eval(stmt.lvalue.base)
            self.eval(stmt.lvalue.index)
            self.eval(stmt.rvalue)
            method = inplace_update.AT_METHODS.get(stmt.op)
            if _is_jax_array(base) and method is not None:
                negate = stmt.op == "-"
                inplace_update.report(self.ctx, stmt, stmt.lvalue, method, stmt.rvalue, negate)
            return True
        current = self.eval(stmt.lvalue)
        value = self.binary(current, self.eval(stmt.rvalue))
        self.assign(stmt.lvalue, value, evaluated=True)
        return True

    def _expression(self, stmt: ExpressionStmt) -> bool:
        self.eval(stmt.expr)
        return True

    def _if(self, stmt: IfStmt) -> bool:
        # mypy nests `elif` as an IfStmt in else_body; handle the general list shape too.
        outcomes: list[Env] = []
        for test, body in zip(stmt.expr, stmt.body, strict=False):
            before = RAISES.count
            truth = self.condition(test, 'Python "if"', traced_bool.IF_FIX).truth()
            if RAISES.count != before:
                break  # the test raises: neither its branch nor the next ones run
            if truth is False:
                continue  # a branch a static test never takes
            env, falls = self._branch(body)
            if falls:
                outcomes.append(env)
            if truth is True:
                break
        else:
            env, falls = self._branch(stmt.else_body)
            if falls:
                outcomes.append(env)
        if not outcomes:
            return False
        self.env.replace_with(merge(outcomes, self.env))
        return True

    def _while(self, stmt: WhileStmt) -> bool:
        # The test runs before each iteration: with the values before the loop, then with
        # the values one and two iterations in (assuming the body runs at least once).
        before = self.env.copy()
        raised = RAISES.count
        self.condition(stmt.expr, 'Python "while"', traced_bool.WHILE_FIX)
        if RAISES.count != raised:
            return False
        after_one, _ = self._branch(stmt.body)
        self.env.replace_with(after_one)
        self.condition(stmt.expr, 'Python "while"', traced_bool.WHILE_FIX)
        after_two, _ = self._branch(stmt.body)
        self.env.replace_with(merge([before, after_one, after_two], before))
        self._block(stmt.else_body)
        return True

    def _for(self, stmt: ForStmt) -> bool:
        raised = RAISES.count
        iterable = self.eval(stmt.expr)
        if RAISES.count != raised:
            return False  # `range(n)` of a traced n
        if _distinct_items(iterable):
            return self._for_each(stmt, iterable.items or ())
        element = self.element_of(iterable)
        before = self.env.copy()
        self.assign(stmt.index, element)
        after_one, _ = self._branch(stmt.body)
        self.env.replace_with(after_one)
        self.assign(stmt.index, element)
        after_two, _ = self._branch(stmt.body)
        if _nonempty(iterable):
            self.env.replace_with(merge([after_one, after_two], before))
        else:
            self.env.replace_with(merge([before, after_one, after_two], before))
        self._block(stmt.else_body)
        return True

    def _for_each(self, stmt: ForStmt, items: tuple[Value, ...]) -> bool:
        """A loop over a known sequence of instances of different classes, or of
        different functions (`for stencil in [Box(3), Sharpen(0.5)]`): once per item, as
        joining them would lose which class or function each one is."""
        before = self.env.copy()
        after: list[Env] = []
        for item in items:
            self.assign(stmt.index, item)
            env, _ = self._branch(stmt.body)
            after.append(env)
            self.env.replace_with(env)
        self.env.replace_with(merge(after, before))
        self._block(stmt.else_body)
        return True

    def _return(self, stmt: ReturnStmt) -> bool:
        self.returns.append(self.eval(stmt.expr) if stmt.expr is not None else STATIC)
        return False

    def _assert(self, stmt: AssertStmt) -> bool:
        self.condition(stmt.expr, 'Python "assert"', traced_bool.ASSERT_FIX)
        if stmt.msg is not None:
            self.eval(stmt.msg)
        return True

    def _raise(self, stmt: RaiseStmt) -> bool:
        if stmt.expr is not None:
            self.eval(stmt.expr)
        return False

    def _stop(self, stmt: Statement) -> bool:
        return False

    def _del(self, stmt: DelStmt) -> bool:
        if isinstance(stmt.expr, IndexExpr) and _is_jax_array(self.eval(stmt.expr.base)):
            inplace_update.report(self.ctx, stmt, stmt.expr, "delete", None)
            return True
        self.eval(stmt.expr)
        return True

    def _declare_nonlocal(self, stmt: NonlocalDecl) -> bool:
        self.nonlocals.update(stmt.names)
        return True

    def _with(self, stmt: WithStmt) -> bool:
        compile_time = False
        for expr, target in zip(stmt.expr, stmt.target, strict=False):
            spec = (
                self.ctx.settings.spec_for(expr.callee.fullname)
                if isinstance(expr, CallExpr) and isinstance(expr.callee, RefExpr)
                else None
            )
            if spec is not None and spec.role is Role.COMPILE_TIME:
                compile_time = True
                continue
            raised = RAISES.count
            value = self.eval(expr)
            if RAISES.count != raised:
                return False
            if target is not None:
                self.assign(target, UNKNOWN if value.kind is not Kind.STATIC else STATIC)
        saved = self.staging
        if compile_time:
            self.staging = False
        try:
            return self._block(stmt.body)
        finally:
            self.staging = saved

    def _try(self, stmt: TryStmt) -> bool:
        copes = any(
            handler_type is None or _catches_tracer_errors(handler_type)
            for handler_type in stmt.types
        )
        before = self.env.copy()
        if copes:
            self.ctx.sink.muted += 1
        try:
            body_env, body_falls = self._branch(stmt.body)
        finally:
            if copes:
                self.ctx.sink.muted -= 1
        outcomes: list[Env] = []
        if body_falls:
            self.env.replace_with(body_env)
            if self._block(stmt.else_body):
                outcomes.append(self.env.copy())
        for var, handler in zip(stmt.vars, stmt.handlers, strict=False):
            self.env.replace_with(merge([before, body_env], before))
            if var is not None:
                self.assign(var, UNKNOWN)
            env, falls = self._branch(handler)
            if falls:
                outcomes.append(env)
        self.env.replace_with(merge(outcomes, before) if outcomes else before)
        if stmt.finally_body is not None and not self._block(stmt.finally_body):
            return False
        return bool(outcomes)

    def _match(self, stmt: MatchStmt) -> bool:
        return patterns.run_match(self, stmt)

    def _funcdef(self, stmt: FuncDef) -> bool:
        self.env.set(stmt, Value(Kind.STATIC, func=FunctionValue(stmt, self.env)))
        return True

    def _decorator(self, stmt: Decorator) -> bool:
        value = self.functions.decorated(stmt, self.env, self)
        self.env.set(stmt, value)  # what a later reference to the nested def names
        self.env.set(stmt.func, value)
        self.env.set(stmt.var, value)
        self.functions.analyse_definition(value, self)
        return True

    def _overloaded(self, stmt: OverloadedFuncDef) -> bool:
        return True

    def _classdef(self, stmt: ClassDef) -> bool:
        return True

    # ---------------------------------------------------------------- assignment

    def assign(self, target: Expression, value: Value, evaluated: bool = False) -> None:
        if isinstance(target, NameExpr):
            node = target.node
            if isinstance(node, Var):
                self._assign_name(target, node, value)
        elif isinstance(target, TupleExpr | ListExpr):
            parts = self.unpack(value, len(target.items))
            for item, part in zip(target.items, parts, strict=True):
                if isinstance(item, StarExpr):
                    self.assign(item.expr, UNKNOWN)
                else:
                    self.assign(item, part)
        elif isinstance(target, StarExpr):
            self.assign(target.expr, UNKNOWN)
        elif not evaluated and isinstance(target, MemberExpr):
            owner = self.eval(target.expr)
            self._check_attribute_store(target, owner, value)
        elif not evaluated and isinstance(target, IndexExpr):
            base = self.eval(target.base)
            index = self.eval(target.index)
            if _is_jax_array(base):
                rvalue = self._rvalue_for.get(id(target))
                inplace_update.report(self.ctx, target, target, "set", rvalue)
            elif base.pytype is PyType.DICT and index.kind is not Kind.STATIC:
                traced_hash.check(self.ctx, target.index, index, "A dict key")
            # A traced key fails (hash) before anything is stored.
            key_fails = base.pytype in (PyType.DICT, PyType.SET) and index.is_tracer
            stored, held = tracer_leak.stored_tracer(value)
            leaks = self.traced and stored.is_tracer and not key_fails
            where = self.outliving_container(target.base, base) if leaks else None
            if where is not None:
                tracer_leak.report(self.ctx, target, stored, where, held)

    @property
    def traced(self) -> bool:
        """Whether this body runs under a trace (a stored tracer would leak out of it)."""
        return self.level is not Level.EAGER and self.func is not None

    def _assign_name(self, target: NameExpr, node: Var, value: Value) -> None:
        if target.name in self.nonlocals:
            owner = self.env.owner(node)
            if owner is not None:
                owner.set(node, value)
                stored, held = tracer_leak.stored_tracer(value)
                if self.traced and stored.is_tracer and not owner.traced:
                    where = f'the enclosing function\'s variable "{target.name}" (nonlocal)'
                    tracer_leak.report(self.ctx, target, stored, where, held)
                return
        if self.func is not None and self.is_module_global(target):
            self.ctx.module_env.set(node, value)
            stored, held = tracer_leak.stored_tracer(value)
            if self.traced and stored.is_tracer:
                where = f'the global "{target.name}"'
                tracer_leak.report(self.ctx, target, stored, where, held)
            return
        self.env.set(node, value)

    def is_module_global(self, expr: Expression) -> bool:
        return (
            isinstance(expr, NameExpr)
            and isinstance(expr.node, Var)
            and expr.kind == GDEF
            and expr.node.fullname == f"{self.ctx.tree.fullname}.{expr.name}"
        )

    def outliving_container(self, expr: Expression, value: Value) -> str | None:
        """Where a value stored into the container `expr` would outlive this trace: a
        module-level container, or one of an enclosing function that runs eagerly (or an
        item of one: `SERIES[name]`, `SERIES.setdefault(name, [])`)."""
        holder = _holder(expr)
        if holder is not None:
            return self.outliving_container(holder, self.eval(holder))
        if not isinstance(expr, NameExpr) or not isinstance(expr.node, Var):
            return None
        if value.pytype not in (PyType.LIST, PyType.DICT, PyType.SET):
            return None  # an optimizer's .update, a logger's .add: not a container
        if self.is_module_global(expr):
            return f'the module-level "{expr.name}"'
        owner = self.env.owner(expr.node)
        enclosing = owner is not None and owner is not self.env and not owner.traced
        if enclosing and owner is not self.ctx.module_env:
            return f'"{expr.name}" of the enclosing function'
        return None

    def _check_attribute_store(self, target: MemberExpr, owner: Value, value: Value) -> None:
        if not (self.traced and value.is_tracer) or owner.is_tracer or owner.local:
            return  # an object made inside the trace keeps the tracer inside it
        base = target.expr
        is_self = isinstance(base, NameExpr) and isinstance(base.node, Var) and base.node.is_self
        is_class = isinstance(base, RefExpr) and isinstance(base.node, TypeInfo)
        if is_self or is_class or self.is_module_global(base):
            where = f'the attribute "{self.ctx.source.snippet(target) or target.name}"'
            tracer_leak.report(self.ctx, target, value, where)

    def unpack(self, value: Value, count: int) -> list[Value]:
        if value.items is not None and len(value.items) == count:
            return list(value.items)
        if value.is_tracer and value.elem is None:
            # `w, b = params`: the leaves of a tuple pytree, or the rows of an array.
            pytype = value.pytype if value.pytype.is_array else PyType.OTHER
            return [Value(value.kind, value.origin, pytype)] * count
        return [self.element_of(value)] * count

    def element_of(self, value: Value) -> Value:
        """What iterating over `value` yields."""
        if value.pytype in (PyType.DICT, PyType.SET):
            return STATIC  # a dict's keys, a set's elements: hashable, so never tracers
        if value.elem is not None:
            return value.elem
        if value.items:
            element = value.items[0]
            for item in value.items[1:]:
                element = join(element, item)
            return element
        if value.is_tracer and value.pytype.is_array:
            return Value(value.kind, value.origin, value.pytype)  # the rows of an array
        if value.is_tracer and value.pytype.is_sequence:
            return Value(value.kind, value.origin)  # the items of a traced list or tuple
        if value.is_tracer:
            return UNKNOWN  # a pytree: iterating a dict yields its (static) keys
        if value.kind is Kind.CONCRETE:
            return Value(Kind.CONCRETE, pytype=PyType.ARRAY)  # the rows of an eager array
        return UNKNOWN

    # --------------------------------------------------------------- conditions

    def condition(self, expr: Expression, construct: str, fix: str) -> Value:
        """Evaluate `expr` where Python converts it to bool, and report a tracer there."""
        if isinstance(expr, OpExpr) and expr.op in ("and", "or"):
            left = self.condition(expr.left, construct, fix)
            decided = left.truth()
            if decided is (expr.op == "or"):
                return left  # short-circuit: the right side never runs
            right = self.condition(expr.right, construct, fix)
            if decided is not None:
                return right
            return combine([left, right]) if left.kind is right.kind else UNKNOWN
        if isinstance(expr, UnaryExpr) and expr.op == "not":
            inner = self.condition(expr.expr, construct, fix)
            truth = inner.truth()
            return constant(not truth) if truth is not None else inner
        value = self.eval(expr)
        traced_bool.check(self.ctx, expr, value, construct, fix)
        return value

    # -------------------------------------------------------------- expressions

    def eval(self, expr: Expression | None) -> Value:
        if expr is None:
            return UNKNOWN
        handler = _EXPRESSIONS.get(type(expr))
        if handler is None:
            return UNKNOWN
        return handler(self, expr)

    def _literal(self, expr: IntExpr | FloatExpr | ComplexExpr) -> Value:
        return constant(expr.value)

    def _ellipsis(self, expr: Expression) -> Value:
        return STATIC

    def _str(self, expr: StrExpr | BytesExpr) -> Value:
        return constant(expr.value)

    def _name(self, expr: NameExpr) -> Value:
        if expr.fullname == "builtins.None":
            return NONE
        if expr.fullname in ("builtins.True", "builtins.False"):
            return constant(expr.fullname == "builtins.True")
        node = expr.node
        if node is None:
            return UNKNOWN
        found = self.env.lookup(node)
        if found is not None:
            return found
        return self.functions.global_value(node, expr.fullname)

    def _member(self, expr: MemberExpr) -> Value:
        if is_module_ref(expr.expr):
            node = expr.node
            if node is not None:
                return self.functions.global_value(node, expr.fullname)
            return UNKNOWN
        base = self.learn_array(expr.expr, expr.name, self.eval(expr.expr))
        return self.attribute(base, expr.name, expr)

    def learn_array(self, expr: Expression, attribute: str, value: Value) -> Value:
        """`p.shape`, `p.reshape(...)`: evidence that a traced parameter is an array."""
        return self.learn(expr, value) if attribute in _ARRAY_ONLY_ATTRIBUTES else value

    def learn(self, expr: Expression, value: Value) -> Value:
        """Record that the traced variable `expr` must be an array (a leaf, not a container).

        Evidence is an operation that only arrays support: an array attribute or method,
        arithmetic such as `x - 1` or `x @ w`, an ordering `x > 0`, an index `x[:, 0]`.
        """
        if (
            value.is_tracer
            and value.pytype is PyType.OTHER
            and value.cls is None
            and isinstance(expr, NameExpr)
            and isinstance(expr.node, Var)
        ):
            value = Value(value.kind, value.origin, PyType.ARRAY)
            owner = self.env.owner(expr.node)
            (owner or self.env).set(expr.node, value)
        return value

    def attribute(self, base: Value, name: str, node: Expression) -> Value:
        if base.kind in (Kind.TRACED, Kind.DIFF, Kind.CONCRETE):
            if name in fn.STATIC_ARRAY_ATTRS:
                if name == "shape":
                    return static(PyType.SEQUENCE, elem=STATIC)
                return STATIC
            if name in fn.ARRAY_ATTRS:
                return self.staged([base], node, "an array attribute")
        if base.cls is not None and base.is_tracer:
            if is_nnx_variable(base.cls):
                return _variable_value(base) if name == "value" else UNKNOWN
            if is_nnx_module(base.cls) or base.cls.has_base(fn.NNX_PYTREE):
                # an nnx Module, or another nnx object (`nnx.Optimizer`'s `step`)
                return _nnx_attribute(self, base, base.cls, name)
            return self._pytree_field(base, base.cls, name)
        if base.cls is not None:  # `obj.method`, `obj.attr` of a plain instance
            if name == "apply" and is_linen_module(base.cls):  # `apply_fn=model.apply`
                return Value(Kind.STATIC, func=LinenApply(base, None))
            method = self.functions.bound_call(base, name)
            if method is not None:
                return Value(Kind.STATIC, func=method)
            return dict(base.fields).get(name, UNKNOWN)
        return UNKNOWN

    def _pytree_field(self, base: Value, cls: TypeInfo, name: str) -> Value:
        """A field of a traced pytree: static if declared static, else a traced leaf."""
        if base.leaves == "given":  # built in traced code: the field holds what it was given
            return dict(base.fields).get(name, UNKNOWN)
        held = dict(base.fields).get(name)
        if held is not None and held.func is not None:
            return held  # a function is no leaf: static metadata (a TrainState's apply_fn)
        kind = field_kind(cls, name, self.ctx.tree_for(cls.module_name))
        if kind == "static":
            return Value(Kind.STATIC, Origin(f'"{name}" is a static field of "{cls.name}"'))
        if kind == "traced":
            pytype = field_pytype(cls, name)
            python_value = is_python_field(cls, name)
            if base.leaves == "arrays" and (pytype is not PyType.ARRAY or python_value):
                return UNKNOWN  # under equinox's filter_* a non-array leaf stays static
            # An array field makes no static argument: only a field declared as a Python
            # value (or a NamedTuple of them, made static whole) gets a static fix.
            tree = self.ctx.tree_for(cls.module_name)
            fix = static_field_fix(cls, name, tree) if python_value else None
            text = f'"{name}" is a field of traced "{cls.name}"'
            blocked = fix is None and not cls.is_named_tuple
            origin = Origin(text, base.origin, fix, through_array_op=blocked)
            return Value(base.kind, origin, pytype)
        return UNKNOWN

    def _call(self, expr: CallExpr) -> Value:
        return self.functions.evaluate_call(self, expr)

    def args_of(self, expr: CallExpr) -> list[Arg]:
        before = RAISES.count
        args = [
            Arg(self.eval(arg), name, kind in (ARG_STAR, ARG_STAR2), arg)
            for arg, kind, name in zip(expr.args, expr.arg_kinds, expr.arg_names, strict=True)
            if kind is not ARG_NAMED or name is not None
        ]
        self.args_raised = RAISES.count != before
        return args

    def take_args_raised(self) -> bool:
        """Whether evaluating the arguments of the call about to be made raised (then the
        call is never made), asked once."""
        raised, self.args_raised = self.args_raised, False
        return raised

    def binary(self, left: Value, right: Value) -> Value:
        result = combine([left, right])
        if result.kind is Kind.CONCRETE and self.staging:
            return self.staged([left, right], None, "arithmetic on a jax array")
        return result

    def _op(self, expr: OpExpr) -> Value:
        if expr.op in ("and", "or"):
            left = self.eval(expr.left)
            construct = f'Python "{expr.op}"'
            traced_bool.check(self.ctx, expr.left, left, construct, traced_bool.LOGIC_FIX)
            right = self.eval(expr.right)
            return join(left, right)
        left = self.eval(expr.left)
        right = self.eval(expr.right)
        if isinstance(expr.left, StrExpr):
            if expr.op == "%":
                traced_conversion.check_percent_format(self.ctx, expr.left.value, expr.right, right)
            return static(PyType.SEQUENCE)
        if expr.op == "+" and left.pytype is right.pytype and left.pytype.is_sequence:
            return self._concatenated(left, right)
        if expr.op in _ARRAY_ONLY_OPS or (
            expr.op == "+" and PyType.NUMBER in (left.pytype, right.pytype)
        ):
            left = self.learn(expr.left, left)
            right = self.learn(expr.right, right)
        result = self.binary(left, right)
        if expr.op in ("&", "|", "^") and left.pytype is right.pytype is PyType.MASK:
            return Value(result.kind, result.origin, PyType.MASK)
        return result

    def _concatenated(self, left: Value, right: Value) -> Value:
        """`xs + [y]` of two lists (or tuples): a Python container, not arithmetic."""
        kind = Kind.STATIC if left.kind is right.kind is Kind.STATIC else Kind.UNKNOWN
        if left.items is not None and right.items is not None:
            return Value(kind, pytype=left.pytype, items=left.items + right.items)
        elem = join(self.element_of(left), self.element_of(right))
        return Value(kind, pytype=left.pytype, elem=elem)

    def _comparison(self, expr: ComparisonExpr) -> Value:
        values = [self.eval(operand) for operand in expr.operands]
        folded = _fold(expr.operators, values)
        if folded is not None:
            return folded
        if any(op in ("is", "is not") for op in expr.operators):
            return STATIC
        if any(v.const is not None and isinstance(v.const[0], str) for v in values):
            return UNKNOWN  # a value compared with a str is no array (`mode == "mean"`)
        if any(_is_none(operand) for operand in expr.operands):
            return STATIC
        if any(op in ("in", "not in") for op in expr.operators):
            self._membership(expr, values)
            return UNKNOWN
        if all(op in ("<", ">", "<=", ">=") for op in expr.operators):
            values = [self.learn(node, v) for node, v in zip(expr.operands, values, strict=True)]
        for index in range(len(expr.operators) - 1):
            pair = self.binary(values[index], values[index + 1])
            if pair.kind is Kind.TRACED:
                traced = Value(Kind.TRACED, pair.origin, PyType.ARRAY)
                construct = "A chained comparison"
                traced_bool.check(self.ctx, expr, traced, construct, traced_bool.CHAINED_FIX)
                return UNKNOWN
        result = combine(values)
        if result.kind is Kind.CONCRETE and self.staging:
            result = self.staged(values, expr, "a comparison of a jax array")
        if result.kind is Kind.DIFF:
            return Value(Kind.CONCRETE, pytype=PyType.MASK)  # comparisons are not differentiated
        if result.kind in (Kind.TRACED, Kind.CONCRETE):
            return Value(result.kind, result.origin, PyType.MASK)
        return result

    def _membership(self, expr: ComparisonExpr, values: list[Value]) -> None:
        if len(values) != 2:
            return
        needle, haystack = values
        if haystack.pytype in (PyType.DICT, PyType.SET):
            construct = f'"{expr.operators[0]}" on a dict or set'
            traced_hash.check(self.ctx, expr.operands[0], needle, construct)
        elif haystack.pytype.is_sequence and haystack.items is not None and needle.is_traced:
            traced = Value(Kind.TRACED, needle.origin, PyType.ARRAY)
            construct = f'"{expr.operators[0]}" on a list or tuple'
            traced_bool.check(self.ctx, expr, traced, construct, traced_bool.MEMBERSHIP_FIX)

    def _unary(self, expr: UnaryExpr) -> Value:
        if expr.op == "not":
            value = self.eval(expr.expr)
            traced_bool.check(self.ctx, expr.expr, value, 'Python "not"', traced_bool.LOGIC_FIX)
            truth = value.truth()
            if truth is not None:
                return constant(not truth)
            return STATIC if value.kind is Kind.STATIC else UNKNOWN
        value = self.eval(expr.expr)
        if value.kind is Kind.CONCRETE and self.staging:
            result = self.staged([value], expr, "arithmetic on a jax array")
        else:
            result = combine([value])
        if expr.op == "~" and value.pytype is PyType.MASK:
            return Value(result.kind, result.origin, PyType.MASK)
        return result

    def _index(self, expr: IndexExpr) -> Value:
        if expr.analyzed is not None:
            return UNKNOWN
        base = self.eval(expr.base)
        index = self.eval(expr.index)
        if _array_only_index(expr.index):
            base = self.learn(expr.base, base)
        if _is_jax_array(base):
            self._check_array_index(expr)
        elif base.is_tracer and base.cls is None and base.pytype is PyType.OTHER:
            # A traced leaf or container of unknown type: an array raises on a traced
            # slice bound, and so do a list and a tuple (they call its __index__).
            self._check_array_index(expr, slices_only=True)
        return self.subscript(base, index, expr)

    def registered(self, container: Expression, key: object) -> Value | None:
        """What a decorator registered under `key` in `container` (registries.py)."""
        method = self.func if isinstance(self.func, FuncDef) else None
        slot = registries.slot_of(container, method)
        return self.functions.registered(slot, key) if slot is not None else None

    def _check_array_index(self, expr: IndexExpr, slices_only: bool = False) -> None:
        """Slices need static bounds; a traced boolean mask makes a data-dependent shape."""
        parts = expr.index.items if isinstance(expr.index, TupleExpr) else [expr.index]
        for part in parts:
            if slices_only and not isinstance(part, SliceExpr):
                continue
            if isinstance(part, SliceExpr):
                for bound in (part.begin_index, part.end_index, part.stride):
                    value = self.eval(bound) if bound is not None else STATIC
                    if value.kind is Kind.TRACED:
                        traced_slice.report(self.ctx, expr, bound or part, value)
                        return
            else:
                value = self.eval(part)
                if value.kind is Kind.TRACED and value.pytype is PyType.MASK:
                    boolean_mask(self.ctx, expr, part, value)
                    return

    def subscript(self, base: Value, index: Value, expr: IndexExpr) -> Value:
        if base.pytype is PyType.DICT and index.kind is not Kind.STATIC:
            traced_hash.check(self.ctx, expr.index, index, "A dict lookup")
        if base.entries is not None and index.const is not None:
            found = entry(base, index.const[0])
            if found is not None:
                return found
        if index.const is not None and not base.is_tracer:
            found = self.registered(expr.base, index.const[0])
            if found is not None:
                return found
        if index.kind is Kind.TRACED and base.pytype.is_sequence:
            # A Python list or tuple (of arrays too, or a pytree's): it calls __index__.
            construct = "Indexing a Python sequence"
            traced_index.report(self.ctx, expr.index, index, construct, traced_index.SEQUENCE_FIX)
            return UNKNOWN
        if index.kind is Kind.TRACED and base.pytype is PyType.NDARRAY:
            numpy_on_traced.report_index(self.ctx, expr, expr.index, index)
            return UNKNOWN
        if base.is_tracer and base.cls is not None and is_nnx_variable(base.cls):
            return _variable_value(base)
        if base.kind is not Kind.STATIC and index.kind is Kind.STATIC:
            known = _known_item(base, expr)
            if known is not None:
                return known
        if base.kind in (Kind.TRACED, Kind.DIFF):
            return Value(
                base.kind, base.origin, base.pytype if base.pytype is PyType.ARRAY else PyType.OTHER
            )
        if base.kind is Kind.CONCRETE:
            return self.staged([base, index], expr, "indexing a jax array")
        if base.kind is not Kind.STATIC:
            return UNKNOWN
        if base.pytype is PyType.NDARRAY and isinstance(expr.index, SliceExpr):
            return static(PyType.NDARRAY)  # a NumPy array's slice, whatever its bounds
        if index.kind is not Kind.STATIC:
            return UNKNOWN
        if base.items is not None and isinstance(expr.index, IntExpr):
            position = expr.index.value
            if -len(base.items) <= position < len(base.items):
                return base.items[position]
        if isinstance(expr.index, SliceExpr) and base.pytype.is_sequence:
            return static(base.pytype, elem=base.elem)
        if base.elem is not None:
            return base.elem
        return UNKNOWN

    def _slice(self, expr: SliceExpr) -> Value:
        parts = [self.eval(p) for p in (expr.begin_index, expr.end_index, expr.stride) if p]
        return STATIC if all(p.kind is Kind.STATIC for p in parts) else UNKNOWN

    def _sequence(self, expr: TupleExpr | ListExpr | SetExpr) -> Value:
        items: list[Value] = []
        starred = False
        hashed = False  # a set fails at its first unhashable element: one report
        for item in expr.items:
            if isinstance(item, StarExpr):
                starred = True
                self.eval(item.expr)
                continue
            items.append(self.eval(item))
            if isinstance(expr, SetExpr) and not hashed:
                traced_hash.check(self.ctx, item, items[-1], "A set")
                hashed = items[-1].is_tracer or items[-1].kind is Kind.CONCRETE
        kind = Kind.STATIC if all(v.kind is Kind.STATIC for v in items) else Kind.UNKNOWN
        pytype = _LITERAL_TYPES[type(expr)]
        if starred:
            return Value(Kind.UNKNOWN, pytype=pytype)
        return Value(kind, pytype=pytype, items=tuple(items))

    def _dict(self, expr: DictExpr) -> Value:
        values: list[Value] = []
        items: list[Value] = []
        for key, item in expr.items:
            if key is not None:
                values.append(self.eval(key))
                traced_hash.check(self.ctx, key, values[-1], "A dict key")
            items.append(self.eval(item) if key is not None else UNKNOWN)
        keys = [k.const[0] for k in values if k.const is not None and _plain_key(k.const[0])]
        entries = None
        if len(keys) == len(expr.items) and len(set(keys)) == len(keys):
            entries = tuple(zip(keys, items, strict=True))
        values.extend(items)
        kind = Kind.STATIC if all(v.kind is Kind.STATIC for v in values) else Kind.UNKNOWN
        elem = join_all(items) if items else None
        return Value(kind, pytype=PyType.DICT, elem=elem, entries=entries)

    def _conditional(self, expr: ConditionalExpr) -> Value:
        truth = self.condition(expr.cond, "A conditional expression", traced_bool.IF_FIX).truth()
        if truth is True:
            return self.eval(expr.if_expr)
        if truth is False:
            return self.eval(expr.else_expr)
        return join(self.eval(expr.if_expr), self.eval(expr.else_expr))

    def _lambda(self, expr: LambdaExpr) -> Value:
        return Value(Kind.STATIC, func=FunctionValue(expr, self.env))

    def _comprehension_scope(
        self, expr: GeneratorExpr | DictionaryComprehension, results: list[Expression | None]
    ) -> list[Value]:
        """Bind the `for` targets, check the filters, and evaluate `results` in that scope."""
        first = self.eval(expr.sequences[0])
        if len(expr.sequences) == 1 and _distinct_items(first):
            # Once per item, as a `for` loop over them.
            per_item = [self._comprehension_with(expr, item, results) for item in first.items or ()]
            return [join_all(list(values)) for values in zip(*per_item, strict=True)]
        return self._comprehension_with(expr, self.element_of(first), results)

    def _comprehension_with(
        self,
        expr: GeneratorExpr | DictionaryComprehension,
        element: Value,
        results: list[Expression | None],
    ) -> list[Value]:
        """`results` in the comprehension's scope, its first target bound to `element`."""
        saved = self.env
        self.env = saved.copy()
        try:
            for position, (index, sequence, conditions) in enumerate(
                zip(expr.indices, expr.sequences, expr.condlists, strict=True)
            ):
                self.assign(
                    index, element if position == 0 else self.element_of(self.eval(sequence))
                )
                for cond in conditions:
                    self.condition(cond, "A comprehension filter", traced_bool.FILTER_FIX)
            return [self.eval(result) for result in results]
        finally:
            self.env = saved

    def _generator(self, expr: GeneratorExpr) -> Value:
        (element,) = self._comprehension_scope(expr, [expr.left_expr])
        return Value(Kind.UNKNOWN, pytype=PyType.SEQUENCE, elem=element)

    def _comprehension(self, expr: ListComprehension | SetComprehension) -> Value:
        value = self._generator(expr.generator)
        pytype = PyType.LIST if isinstance(expr, ListComprehension) else PyType.SET
        return Value(value.kind, pytype=pytype, elem=value.elem)

    def _dict_comprehension(self, expr: DictionaryComprehension) -> Value:
        _, element = self._comprehension_scope(expr, [expr.key, expr.value])
        return Value(Kind.UNKNOWN, pytype=PyType.DICT, elem=element)

    def _walrus(self, expr: AssignmentExpr) -> Value:
        value = self.eval(expr.value)
        self.assign(expr.target, value)
        return value

    def _inner(self, expr: CastExpr | AssertTypeExpr) -> Value:
        return self.eval(expr.expr)

    def _opaque_inner(self, expr: AwaitExpr | YieldExpr | YieldFromExpr | StarExpr) -> Value:
        self.eval(expr.expr)
        return UNKNOWN

    # ------------------------------------------------------------------ staging

    def staged(self, inputs: list[Value], node: Expression | None, what: str) -> Value:
        """The result of a jax operation on `inputs` at this frame's level."""
        # A list of tracers (`jnp.stack([a, b])`) gives a tracer too.
        tracers = [tracer_leak.tracer_in(v) for v in inputs]
        tracers = [v for v in tracers if v.kind in (Kind.TRACED, Kind.DIFF)]
        if self.level is Level.ABSTRACT and self.staging:
            source = combine(tracers) if tracers else None
            if source is not None and source.origin is not None:
                return Value(Kind.TRACED, source.origin.derived(), PyType.ARRAY)
            snippet = self.ctx.source.snippet(node) if node is not None else None
            subject = f'"{snippet}"' if snippet else what
            line = f" at line {node.line}" if node is not None else ""
            origin = Origin(
                f"{subject}{line} is computed by JAX inside the trace, so it is a tracer even "
                "from static inputs (use NumPy or Python for trace-time values)",
                from_constant=True,
            )
            return Value(Kind.TRACED, origin, PyType.ARRAY)
        if tracers:
            source = combine(tracers)
            derived = source.origin.derived() if source.origin is not None else None
            return Value(source.kind, derived, PyType.ARRAY)
        if any(v.kind is Kind.UNKNOWN for v in inputs):
            return Value(Kind.UNKNOWN, pytype=PyType.ARRAY)  # an array, traced or not
        return Value(Kind.CONCRETE, pytype=PyType.ARRAY)


def _array_only_index(index: Expression) -> bool:
    """`x[:, 0]`, `x[..., i]`: a tuple index with a slice or an Ellipsis."""
    return isinstance(index, TupleExpr) and any(
        isinstance(item, SliceExpr | EllipsisExpr) for item in index.items
    )


def _plain_key(key: object) -> bool:
    """A key compared by value (a str, int or bool), as a dict display's entries keep."""
    return isinstance(key, str | int)


def entry(base: Value, key: object) -> Value | None:
    """The item a dict display holds under a known key (None: not one of its keys)."""
    if base.entries is None or not _plain_key(key):
        return None
    for known, item in base.entries:
        if type(known) is type(key) and known == key:
            return item
    return None


def _known_item(base: Value, expr: IndexExpr) -> Value | None:
    """An element of a literal tuple, list or dict whose elements are known."""
    if base.pytype not in (PyType.SEQUENCE, PyType.LIST, PyType.DICT):
        return None
    if base.items is not None and isinstance(expr.index, IntExpr):
        position = expr.index.value
        if -len(base.items) <= position < len(base.items):
            return base.items[position]
    return base.elem


def _fold(operators: list[str], values: list[Value]) -> Value | None:
    """Compare known constants (`mode == "max"`, `mask is None`) as Python would."""
    result = True
    for op, left, right in zip(operators, values, values[1:], strict=False):
        if op in ("is", "is not") and (left.pytype is PyType.NONE or right.pytype is PyType.NONE):
            other = right if left.pytype is PyType.NONE else left
            if other.pytype is PyType.NONE:
                same = True
            elif other.is_tracer or other.kind is Kind.CONCRETE or other.const is not None:
                same = False
            else:
                return None
            outcome = same if op == "is" else not same
        elif left.const is not None and right.const is not None:
            try:
                outcome = bool(_COMPARE[op](left.const[0], right.const[0]))
            except Exception:
                return None
        else:
            return None
        result = result and outcome
    return constant(result)


_COMPARE: dict[str, Callable[[Any, Any], object]] = {
    "==": operator.eq,
    "!=": operator.ne,
    "<": operator.lt,
    "<=": operator.le,
    ">": operator.gt,
    ">=": operator.ge,
    "in": lambda a, b: operator.contains(b, a),
    "not in": lambda a, b: not operator.contains(b, a),
    "is": operator.is_,
    "is not": operator.is_not,
}


def _is_jax_array(value: Value) -> bool:
    """A value known to be a jax array (traced or not); pytrees and unknowns are not."""
    return value.kind in (Kind.TRACED, Kind.DIFF, Kind.CONCRETE) and value.pytype.is_array


_MAX_UNROLLED = 8


def _distinct_items(value: Value) -> bool:
    """Known items (two to `_MAX_UNROLLED`) that are instances of different classes or
    different functions."""
    items = value.items
    if items is None or not 1 < len(items) <= _MAX_UNROLLED:
        return False
    classes = {id(item.cls) for item in items if item.cls is not None}
    functions = {id(getattr(item.func, "node", item.func)) for item in items if item.func}
    return len(classes) > 1 or len(functions) > 1


def _holder(expr: Expression) -> NameExpr | None:
    """The named container an item is taken from: `d` in `d[k]`, `d.setdefault(k, v)`
    or `d.get(k)`."""
    base: Expression | None = None
    if isinstance(expr, IndexExpr):
        base = expr.base
    elif (
        isinstance(expr, CallExpr)
        and isinstance(expr.callee, MemberExpr)
        and expr.callee.name in ("setdefault", "get")
    ):
        base = expr.callee.expr
    return base if isinstance(base, NameExpr) else None


def _nonempty(value: Value) -> bool:
    """Whether iterating over `value` surely runs the loop body at least once."""
    if value.items is not None:
        return len(value.items) > 0
    return value.is_tracer or (value.elem is not None and value.kind is Kind.STATIC)


def is_module_ref(expr: Expression) -> bool:
    """`np` in `np.pi`, `kernels` in `kernels.pool`: a name of a module."""
    if isinstance(expr, NameExpr):
        return isinstance(expr.node, MypyFile)
    if isinstance(expr, MemberExpr):
        return isinstance(expr.node, MypyFile)
    return False


def _is_none(expr: Expression) -> bool:
    return isinstance(expr, NameExpr) and expr.fullname == "builtins.None"


def _catches_tracer_errors(expr: Expression) -> bool:
    if isinstance(expr, TupleExpr):
        return any(_catches_tracer_errors(item) for item in expr.items)
    if isinstance(expr, RefExpr):
        name = expr.fullname
        return name in _CATCHES_TRACER_ERRORS or name.startswith("jax.")
    return True  # unknown: assume it may


_ARRAY_ONLY_OPS = frozenset({"-", "/", "//", "@", "**", "%"})
# Attributes that only arrays have (not dicts, lists or tuples).
_ARRAY_ONLY_ATTRIBUTES = (fn.STATIC_ARRAY_ATTRS | fn.ARRAY_ATTRS | fn.ARRAY_METHODS) - {
    "copy",
    "get",
    "add",
    "set",
    "index",
    "count",
}
_LITERAL_TYPES = {TupleExpr: PyType.SEQUENCE, ListExpr: PyType.LIST, SetExpr: PyType.SET}

_STATEMENTS: dict[type[Statement], Callable[[Frame, Any], bool]] = {
    AssignmentStmt: Frame._assignment,
    OperatorAssignmentStmt: Frame._operator_assignment,
    ExpressionStmt: Frame._expression,
    IfStmt: Frame._if,
    WhileStmt: Frame._while,
    ForStmt: Frame._for,
    ReturnStmt: Frame._return,
    AssertStmt: Frame._assert,
    RaiseStmt: Frame._raise,
    BreakStmt: Frame._stop,
    ContinueStmt: Frame._stop,
    DelStmt: Frame._del,
    WithStmt: Frame._with,
    TryStmt: Frame._try,
    MatchStmt: Frame._match,
    FuncDef: Frame._funcdef,
    Decorator: Frame._decorator,
    OverloadedFuncDef: Frame._overloaded,
    ClassDef: Frame._classdef,
    Block: Frame._block,
    GlobalDecl: Frame._overloaded,
    NonlocalDecl: Frame._declare_nonlocal,
}

# Statements with blocks: a raise inside one ends that block's path, not the statement's.
_COMPOUND: frozenset[type[Statement]] = frozenset(
    {IfStmt, WhileStmt, ForStmt, WithStmt, TryStmt, MatchStmt, Block}
)

_EXPRESSIONS: dict[type[Expression], Callable[[Frame, Any], Value]] = {
    IntExpr: Frame._literal,
    FloatExpr: Frame._literal,
    ComplexExpr: Frame._literal,
    EllipsisExpr: Frame._ellipsis,
    StrExpr: Frame._str,
    BytesExpr: Frame._str,
    NameExpr: Frame._name,
    MemberExpr: Frame._member,
    CallExpr: Frame._call,
    OpExpr: Frame._op,
    ComparisonExpr: Frame._comparison,
    UnaryExpr: Frame._unary,
    IndexExpr: Frame._index,
    SliceExpr: Frame._slice,
    TupleExpr: Frame._sequence,
    ListExpr: Frame._sequence,
    SetExpr: Frame._sequence,
    DictExpr: Frame._dict,
    ConditionalExpr: Frame._conditional,
    LambdaExpr: Frame._lambda,
    GeneratorExpr: Frame._generator,
    ListComprehension: Frame._comprehension,
    SetComprehension: Frame._comprehension,
    DictionaryComprehension: Frame._dict_comprehension,
    AssignmentExpr: Frame._walrus,
    CastExpr: Frame._inner,
    AssertTypeExpr: Frame._inner,
    AwaitExpr: Frame._opaque_inner,
    YieldExpr: Frame._opaque_inner,
    YieldFromExpr: Frame._opaque_inner,
    StarExpr: Frame._opaque_inner,
}


def is_linen_module(cls: TypeInfo) -> bool:
    return cls.has_base(fn.LINEN_MODULE)


def is_nnx_module(cls: TypeInfo) -> bool:
    return cls.has_base(fn.NNX_MODULE)


def _nnx_attribute(frame: Frame, base: Value, cls: TypeInfo, name: str) -> Value:
    """An attribute of a traced nnx Module (its state traced by nnx.jit, nnx.grad, ...): a
    submodule holds traced state too, and under nnx.jit so do a Variable (`self.count`)
    and an array attribute (`self.scale = jnp.ones(3)`); a Python value is static, and
    anything else stays unknown."""
    symbol = cls.get(name)
    declared = get_proper_type(symbol.type) if symbol is not None else None
    held = declared.type if isinstance(declared, Instance) else None
    tree = frame.ctx.tree_for(cls.module_name)
    callee = nnx_init_callee(cls, name, tree) if held is None and tree is not None else None
    if callee is not None and isinstance(callee.node, TypeInfo):
        held = callee.node
    if held is not None and is_nnx_module(held):
        origin = Origin(f'"{name}", a submodule of traced "{cls.name}"', base.origin)
        return Value(base.kind, origin, cls=held, leaves=base.leaves)
    if base.kind is not Kind.TRACED:
        return UNKNOWN  # under nnx.grad alone, only what it differentiates is a tracer
    if held is not None and is_nnx_variable(held):  # `self.count[...]`, `self.count.value`
        origin = Origin(f'"{name}", a Variable of traced "{cls.name}"', base.origin)
        return Value(base.kind, origin, cls=held)
    array = held is not None and held.fullname == fn.JAX_ARRAY
    if array or (callee is not None and frame.ctx.api.is_jax_op(callee.fullname)):
        origin = Origin(f'"{name}", an array attribute of traced "{cls.name}"', base.origin)
        return Value(base.kind, origin, PyType.ARRAY)
    return UNKNOWN


def is_nnx_variable(cls: TypeInfo) -> bool:
    return cls.has_base(fn.NNX_VARIABLE)


def _variable_value(base: Value) -> Value:
    """What a traced nnx Variable holds (`v[...]`, `v.value`): a traced array."""
    return Value(base.kind, base.origin, PyType.ARRAY)
