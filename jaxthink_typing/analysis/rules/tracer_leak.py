"""jax-tracer-leak: a tracer stored where it outlives the trace, or closed over by a
custom derivative rule that JAX runs in a trace of its own."""

from __future__ import annotations

from typing import Final

from mypy.nodes import Context as Node

from jaxthink_typing import codes
from jaxthink_typing.analysis import late_leaks
from jaxthink_typing.analysis.callables import Arg, FunctionValue
from jaxthink_typing.analysis.closures import first_closed_over
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.diagnostics import RAISES
from jaxthink_typing.analysis.kinds import Value
from jaxthink_typing.analysis.late_leaks import LateLeak
from jaxthink_typing.analysis.rules.wording import add, capital, kind_word, quoted, subject

_FIX = "return the value from the traced function instead"
# A container's methods that store the value given (`history.append(loss)`).
STORING_METHODS: Final = frozenset({"append", "extend", "insert", "update", "setdefault", "add"})
NNX_FIX = (
    "keep it in an nnx Variable made in __init__ (self.name = nnx.Intermediate(None), then "
    "self.name.set_value(value)), which nnx.jit returns as state, or return the value"
)
_RULE_FIX = (
    "pass the value to the custom function as an argument (fwd can keep it as a residual "
    "for bwd) instead of closing over it"
)


def report(
    ctx: Context, node: Node, value: Value, where: str, held: str | None = None, fix: str = _FIX
) -> None:
    """`value` is stored in `where` ("the global "cache""); `held`: the attribute of the
    object stored at `node` that holds it. Inside `jax.checking_leaks()` JAX raises when
    the trace ends instead: the report goes to that call (`report_late`)."""
    if RAISES.statement_raised() or RAISES.path_raised:
        return  # the statement (or the path) raised already: what it stores is not known
    what = capital(subject(ctx, node, value))
    if held is not None:
        owner = ctx.source.snippet(node)
        shown = quoted(owner) if owner else "this object"
        what = f'The attribute "{held}" of {shown} is {kind_word(value)}'
    message = f"{what} and is stored in {where}, which outlives the trace"
    late_leaks.found(LateLeak(f"{message} (line {node.line})", value, staged=False))
    if late_leaks.checking():
        return
    notes = ("Using it after the trace raises UnexpectedTracerError there",)
    add(ctx, node, codes.TRACER_LEAK, message, value=value, fix=fix, notes=notes)


def report_closed_over(ctx: Context, node: Node, value: Value, what: str) -> None:
    """A custom derivative rule, run with no jit around, uses at `node` a tracer it closes
    over (`what` says which): JAX raises there."""
    message = f"{capital(what)}: JAX runs that in a trace of its own, where the tracer leaked"
    notes = ("Using it there raises UnexpectedTracerError",)
    add(ctx, node, codes.TRACER_LEAK, message, value=value, fix=_RULE_FIX, notes=notes)
    RAISES.count += 1  # unlike a stored tracer, it raises at once


def report_late(
    ctx: Context, call: Node, leaks: list[LateLeak], checked: bool, staging: str | None
) -> None:
    """The leaks found in the trace a call from eager code started: inside
    `jax.checking_leaks()` (`checked`) any of them raises at the call, when the trace ends;
    under a staging transformation (`staging`: its name) a custom rule's closed-over
    tracer does, after tracing."""
    if checked and leaks:
        leak = leaks[0]
        message = f"Inside jax.checking_leaks(), a tracer leaks from this call's trace: {leak.what}"
        notes = ('JAX raises Exception ("Leaked trace ...") at this call, when the trace ends',)
        fix = _FIX
    else:
        staged = next((leak for leak in leaks if leak.staged), None)
        if staged is None or staging is None:
            return
        leak = staged
        message = f"{capital(leak.what)}: under {staging} JAX finds it after tracing, here"
        notes = ("JAX raises UnexpectedTracerError at this call, naming no line",)
        fix = _RULE_FIX
    add(ctx, call, codes.TRACER_LEAK, message, value=leak.value, fix=fix, notes=notes)
    RAISES.count += 1  # the call raises


def tracer_in(value: Value) -> Value:
    """The value itself if it is a tracer, else a tracer among its known items."""
    if value.is_tracer:
        return value
    for item in value.items or ():
        if item.is_tracer:
            return item
    if value.elem is not None and value.elem.is_tracer:
        return value.elem
    return value


def stored_tracer(value: Value) -> tuple[Value, str | None]:
    """A tracer that storing `value` keeps (`tracer_in`'s, or one of the attributes its
    constructor gave it: a record made in the trace, then kept), and that attribute."""
    found = tracer_in(value)
    if found.is_tracer:
        return found, None
    for name, given in value.fields:
        if given.is_tracer:
            return given, name
    return value, None


def check_isolated(ctx: Context, target: FunctionValue, args: list[Arg], call: Node) -> bool:
    """A call of a function that `lax.composite` made: JAX traces it apart from the trace
    around it, and raises UnexpectedTracerError at the call for a tracer given as a keyword
    (an attribute of the op) or closed over (measured under jit, vmap and grad)."""
    spec = next((t.spec for t in target.transforms if t.spec.isolated), None)
    if spec is None:
        return False
    keyword = next((a for a in args if a.name is not None and a.value.is_tracer), None)
    if keyword is not None:
        what = f'a tracer is given for "{keyword.name}", an attribute of the {spec.shown} op'
        value = keyword.value
    else:
        found = first_closed_over(target, lambda value: value.is_tracer)
        if found is None:
            return False
        name, value = found
        what = f'the function of {spec.shown} "{target.name}" closes over "{name.name}", a tracer'
    message = f"At this call {what}: JAX traces that function apart, where it has leaked"
    notes = ("JAX raises UnexpectedTracerError at this call",)
    fix = "pass it to the composite as a positional argument (a NumPy value as an attribute)"
    add(ctx, call, codes.TRACER_LEAK, message, value=value, fix=fix, notes=notes)
    RAISES.count += 1
    return True
