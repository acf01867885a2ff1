"""`Frame`: the state of one body's evaluation, and the dispatch to the rooms.

A frame runs a function body (or a module's top level) statement by statement and gives
each expression a `Value`. What each construct does lives in a room of its own, which
fills the two tables below with its handlers (`interpreter/__init__.py` imports them all):

- `statements.py`: assignments, `return`, `assert`, `raise`, `del`, definitions;
- `blocks.py`: `if`, `while`, `for`, `with`, `try` (and `matching.py`: `match`);
- `expressions.py`: literals, names, module members, conditions, lambdas;
- `operators.py`, `attributes.py`, `indexing.py`, `containers.py`: the other expressions;
- `assignment.py` and `leaks.py`: what storing a value does, and when a tracer outlives
  the trace.

Calls are not evaluated here: `Functions` (the interprocedural engine) evaluates them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final, Protocol

from mypy.nodes import (
    ARG_NAMED,
    ARG_STAR,
    ARG_STAR2,
    GDEF,
    Block,
    CallExpr,
    Decorator,
    Expression,
    FuncDef,
    LambdaExpr,
    MemberExpr,
    MypyFile,
    NameExpr,
    RefExpr,
    Statement,
    SymbolNode,
    TypeInfo,
    Var,
)

from jaxthink_typing.analysis import fullnames as fn
from jaxthink_typing.analysis import registries
from jaxthink_typing.analysis.callables import Arg, FunctionValue
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.diagnostics import RAISES
from jaxthink_typing.analysis.env import Env
from jaxthink_typing.analysis.iteration import Iteration
from jaxthink_typing.analysis.kinds import UNKNOWN, Kind, Origin, PyType, Value, combine
from jaxthink_typing.analysis.rules import tracer_leak
from jaxthink_typing.analysis.specs.base import Spec
from jaxthink_typing.analysis.transforms import Level


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

    def property_of(self, cls: TypeInfo, name: str) -> FunctionValue | None: ...

    def class_member(self, cls: TypeInfo, name: str) -> FunctionValue | None: ...

    def module_frame_of(self, module: str, level: Level) -> Frame | None: ...

    def bound_call(self, instance: Value, name: str = "__call__") -> FunctionValue | None: ...

    def self_method(self, callee: MemberExpr, frame: Frame) -> FunctionValue | None: ...

    def register_jvp_rule(self, function: Value, rule: Value) -> None: ...

    def register_vjp_rules(self, function: Value, fwd: Value, bwd: Value) -> None: ...

    def decorate(self, decorator: FunctionValue, value: Value, frame: Frame) -> Value | None: ...

    def registered(
        self, slot: registries.Slot, key: object, holder: str | None
    ) -> Value | None: ...

    def may_choose(self, key: Expression) -> bool: ...


# The rooms' handlers, by node type. A statement's handler returns whether the statement
# falls through (False: it always leaves, by a return or a raise).
STATEMENTS: Final[dict[type[Statement], Callable[[Frame, Any], bool]]] = {}
EXPRESSIONS: Final[dict[type[Expression], Callable[[Frame, Any], Value]]] = {}

# Attributes that only arrays have (not dicts, lists or tuples).
_ARRAY_ONLY_ATTRIBUTES: Final = (fn.STATIC_ARRAY_ATTRS | fn.ARRAY_ATTRS | fn.ARRAY_METHODS) - {
    "copy",
    "get",
    "add",
    "set",
    "index",
    "count",
}


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
        # Inside `with jax.checking_leaks():` (an eager frame): a tracer stored where it
        # outlives the trace of a call made here raises at that call (late_leaks.py).
        self.checking_leaks = False
        self.name = name
        self.func = func
        self.returns: list[Value] = []
        self.yields: list[Value] = []  # what a generator's body yields
        self.after_mistake = False  # a statement of this body raised already
        self.nonlocals: set[str] = set()
        self.rvalue_for: dict[int, Expression] = {}  # an assignment's target -> its rvalue
        self.statement: Statement | None = None  # the one running (where a call leaves)
        self.args_raised = False  # see take_args_raised
        self.at_once = False  # evaluating the callee of a call: `jax.vmap(f)` in `...(x)`
        # Eager code reached from the module's top level: the loops it is in (iteration.py).
        self.iteration: Iteration | None = None

    # ------------------------------------------------------------------ running

    def run_block(self, stmts: list[Statement]) -> bool:
        """Run statements in order; False when the block always leaves (return, raise)."""
        return all(self.run(stmt) for stmt in stmts)

    def run(self, stmt: Statement) -> bool:
        """Run one statement; False when it always leaves (a return, a raise). A statement
        JAX raises on does not end the path: the analysis goes on as if it had been fixed,
        so that independent mistakes after it are reported too; what it assigns is then
        unknown (`statements.py`), so its consequences are not."""
        self.statement = stmt
        self.args_raised = False  # a raise in an earlier statement's arguments is not this one's
        handler = STATEMENTS.get(type(stmt))
        if handler is None:
            return True
        before = RAISES.count
        outer, RAISES.mark = RAISES.mark, before
        outer_path, RAISES.path_raised = RAISES.path_raised, self.after_mistake
        try:
            return handler(self, stmt)
        finally:
            self.after_mistake = self.after_mistake or RAISES.count != before
            RAISES.mark, RAISES.path_raised = outer, outer_path

    def block(self, block: Block | None) -> bool:
        if block is None or block.is_unreachable:
            return True
        return self.run_block(block.body)

    def branch(self, block: Block | None) -> tuple[Env, bool]:
        """Run `block` on a copy of the environment: that copy, and whether it falls through."""
        saved = self.env
        self.env = saved.copy()
        try:
            falls_through = self.block(block)
            return self.env, falls_through
        finally:
            self.env = saved

    def eval(self, expr: Expression | None) -> Value:
        if expr is None:
            return UNKNOWN
        handler = EXPRESSIONS.get(type(expr))
        if handler is None:
            return UNKNOWN
        return handler(self, expr)

    # ------------------------------------------------------------ what a body is

    @property
    def traced(self) -> bool:
        """Whether this body runs under a trace (a stored tracer would leak out of it)."""
        return self.level is not Level.EAGER and self.func is not None

    def is_module_global(self, expr: Expression) -> bool:
        return (
            isinstance(expr, NameExpr)
            and isinstance(expr.node, Var)
            and expr.kind == GDEF
            and expr.node.fullname == f"{self.ctx.tree.fullname}.{expr.name}"
        )

    def called_def(self, call: CallExpr) -> FuncDef | None:
        """The engine's own def (with its body) of the program's function `call` names
        by name, undecorated and unbound; None for anything else."""
        callee = call.callee
        if not (isinstance(callee, NameExpr) or _module_member(callee)):
            return None  # a method or an attribute: nothing evaluated for it here
        target = self.eval(callee).func
        if not isinstance(target, FunctionValue) or target.transforms or target.bound:
            return None
        return target.node if isinstance(target.node, FuncDef) else None

    def may_choose(self, key: Expression) -> bool:
        """Whether a lookup by `key`, which the engine cannot read, may be a choice of
        what the container holds (choices.py)."""
        return self.functions.may_choose(key)

    def registered(self, container: Expression, key: object) -> Value | None:
        """What a decorator registered under `key` in `container` (registries.py)."""
        method = self.func if isinstance(self.func, FuncDef) else None
        slot = registries.slot_of(container, method)
        if slot is None:
            return None
        held = registries.holder(container)
        return self.functions.registered(slot, key, held.fullname if held else None)

    # -------------------------------------------------------------------- calls

    def args_of(self, expr: CallExpr) -> list[Arg]:
        before = RAISES.count
        args = [
            Arg(self.eval(arg), name, kind in (ARG_STAR, ARG_STAR2), arg, kind == ARG_STAR2)
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

    # ------------------------------------------------------------------- arrays

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

    def binary(self, left: Value, right: Value) -> Value:
        result = combine([left, right])
        if result.kind is Kind.CONCRETE and self.staging:
            return self.staged([left, right], None, "arithmetic on a jax array")
        return result

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


def _module_member(expr: Expression) -> bool:
    """`helpers.is_tracer`: a name of a module."""
    return (
        isinstance(expr, MemberExpr)
        and isinstance(expr.expr, RefExpr)
        and isinstance(expr.expr.node, MypyFile)
    )
