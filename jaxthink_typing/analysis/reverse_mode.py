"""Reverse-mode differentiation of a `lax.fori_loop` whose trip count is traced.

With traced bounds, fori_loop lowers to a while_loop, which runs forward and under
`jacfwd`/`jvp`, but which JAX cannot transpose: `grad`, `value_and_grad`, `jacrev` and
`hessian` raise ValueError ("Reverse-mode differentiation does not work for lax.while_loop
or lax.fori_loop with dynamic start/stop values") at the call of the differentiated
function, after tracing it; `jax.vjp` raises at the later call of its pullback (a
`Pullback` value: `out, pullback = jax.vjp(f, ...)`). Measured under JAX 0.10.2: that call
is the innermost line of the user's code in the traceback, wherever the loop sits below
it (in a helper, in a jitted helper).

JAX only transposes the loop when a differentiated value flows into it (its carry, or a
value its body closes over); a loop over data alone runs, so does one on a value through
`lax.stop_gradient`, and so does one inside a function with custom derivative rules (JAX
differentiates the rules instead). The engine knows that from the origin of a value
(`Origin.is_differentiated`): a miss where an operation keeps another operand's origin,
never a report on a loop that takes no differentiated value.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from mypy.nodes import CallExpr, Var

from jaxthink_typing import codes
from jaxthink_typing.analysis.callables import Arg, FunctionValue
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.custom_rules import CustomRules
from jaxthink_typing.analysis.interpreter.frame import Frame
from jaxthink_typing.analysis.kinds import UNKNOWN, Kind, Value
from jaxthink_typing.analysis.rules.wording import add, quoted
from jaxthink_typing.analysis.specs.base import Role
from jaxthink_typing.analysis.walk import names_and_members


@dataclass
class _Entry:
    """A call of a function under a reverse-mode transformation, where JAX raises; or
    (`call` None) a `jax.vjp`, whose pullback raises later: what it finds is kept; or a
    function with custom derivative rules (or one of its rules), whose body JAX does not
    differentiate: `shield`, nothing below it is reported."""

    ctx: Context
    call: CallExpr | None
    shown: str  # the transformation, for messages
    found: list[tuple[str, Value]] = field(default_factory=list)  # (what, the traced bound)
    shield: bool = False


_LOOP = (
    "JAX turns the loop into a while_loop, which reverse-mode differentiation cannot transpose",
)
_LOOP_FIX = "make the bounds static (a static argument), or use lax.scan with a static length"


@dataclass(frozen=True)
class Pullback:
    """The function `jax.vjp` returns, whose call transposes a loop that cannot be."""

    shown: str
    line: int  # of the vjp call
    detail: str
    bound: Value  # the loop's traced bound


# The reverse-mode calls being analysed, innermost last. One analysis runs at a time in a
# process, and each context manager pops what it pushes.
_STACK: list[_Entry] = []


def active() -> bool:
    """Whether a reverse-mode call (or a vjp) is being analysed: a loop below it may be
    reported, or kept for a pullback."""
    return bool(_STACK)


@contextmanager
def entered(
    ctx: Context, target: FunctionValue, call: CallExpr | None, rules: CustomRules
) -> Iterator[None]:
    """Analyse a call of `target` (None: from an unknown place, which gives no line)."""
    reverse = next((t for t in target.transforms if t.spec.reverse), None)
    if _custom(target, rules):
        entry: _Entry | None = _Entry(ctx, None, "", shield=True)
    elif reverse is None or call is None or reverse.spec.role is not Role.WRAPS:
        entry = None
    else:
        entry = _Entry(ctx, call, reverse.spec.shown)
    if entry is None:
        yield
        return
    _STACK.append(entry)
    try:
        yield
    finally:
        _STACK.pop()


def _custom(target: FunctionValue, rules: CustomRules) -> bool:
    """A custom_jvp/custom_vjp function, or one of its rules: JAX differentiates none."""
    node = target.node
    if id(node) in rules.jvp or id(node) in rules.vjp:
        return True
    rule_nodes = [rule.node for rule in rules.jvp.values()]
    rule_nodes += [f.node for pair in rules.vjp.values() for f in pair]
    return any(rule is node for rule in rule_nodes)


@contextmanager
def vjp(ctx: Context, shown: str, line: int) -> Iterator[list[Pullback]]:
    """Analyse the function `jax.vjp` calls; the list receives its pullback, if calling
    that would raise."""
    entry = _Entry(ctx, None, shown)
    pullbacks: list[Pullback] = []
    _STACK.append(entry)
    try:
        yield pullbacks
    finally:
        _STACK.pop()
        if entry.found:
            pullbacks.append(Pullback(shown, line, *entry.found[0]))


def call_pullback(ctx: Context, pullback: Pullback, call: CallExpr) -> Value:
    """A call of a vjp's pullback: JAX transposes the loop here, and raises."""
    message = f"The pullback of {pullback.shown} (line {pullback.line}) {pullback.detail}"
    add(ctx, call, codes.TRACED_SHAPE, message, value=pullback.bound, fix=_LOOP_FIX, notes=_LOOP)
    return UNKNOWN


def check_fori_loop(
    frame: Frame, bounds: list[Arg | None], init: Arg | None, body: Arg | None, loop: CallExpr
) -> None:
    """A fori_loop with a traced bound that takes a differentiated value, under a
    reverse-mode call: the report goes on that call."""
    if not _STACK:
        return
    # A bound that is only a differentiated tracer (grad without jit) has a concrete value:
    # the loop runs as a scan then (measured); an abstract one makes it a while_loop.
    bound = next((b for b in bounds if b is not None and b.value.kind is Kind.TRACED), None)
    if bound is None:
        return
    takes = init is not None and differentiated(init.value)
    if not takes and body is not None and isinstance(body.value.func, FunctionValue):
        takes = any(differentiated(v) for v in _closed_over(body.value.func))
    if not takes:
        return
    entry = _STACK[-1]
    if entry.shield:
        return
    snippet = frame.ctx.source.snippet(bound.node)
    count = quoted(snippet) if snippet is not None else "a bound"
    detail = f"differentiates a lax.fori_loop (line {loop.line}) whose trip count {count} is traced"
    if entry.call is None:
        entry.found.append((detail, bound.value))
    else:
        message = f"{entry.shown} {detail}"
        add(
            entry.ctx,
            entry.call,
            codes.TRACED_SHAPE,
            message,
            value=bound.value,
            fix=_LOOP_FIX,
            notes=_LOOP,
        )


def differentiated(value: Value) -> bool:
    """Whether `value` (or an item of it) is a tracer of a differentiation, by its origin
    (a jitted value under `grad` is one too)."""
    if value.origin is not None and value.is_tracer and value.origin.is_differentiated():
        return True
    return any(differentiated(item) for item in value.items or ())


def _closed_over(function: FunctionValue) -> list[Value]:
    """The values of the variables a body reads from its enclosing scopes."""
    if function.closure is None:
        return []
    name_exprs, _ = names_and_members(function.node.body)
    variables = (name.node for name in name_exprs if isinstance(name.node, Var))
    found = (function.closure.lookup(var) for var in variables)
    return [value for value in found if value is not None]
