"""custom_jvp/custom_vjp rules: which are registered, what JAX passes them, and the
tracers of the differentiation running them that they close over (JAX runs a rule in a
trace of its own, where such a tracer has leaked)."""

from __future__ import annotations

from dataclasses import dataclass, field

from mypy.nodes import NameExpr

from jaxthink_typing.analysis import late_leaks
from jaxthink_typing.analysis.binding import traced_pytype
from jaxthink_typing.analysis.callables import Arg, FunctionValue
from jaxthink_typing.analysis.closures import first_closed_over
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.kinds import UNKNOWN, Kind, Origin, PyType, Value
from jaxthink_typing.analysis.late_leaks import LateLeak
from jaxthink_typing.analysis.rules import tracer_leak
from jaxthink_typing.analysis.transforms import Level, Param, params_of

# Where an argument the engine makes up (a tangent, a residual) comes from.
NOWHERE = NameExpr("<nowhere>")


@dataclass
class CustomRules:
    """The rules registered by `.defvjp(fwd, bwd)` and `.defjvp(rule)`, by function."""

    vjp: dict[int, tuple[FunctionValue, FunctionValue]] = field(default_factory=dict)
    jvp: dict[int, FunctionValue] = field(default_factory=dict)

    def register_jvp(self, function: Value, rule: Value) -> None:
        """`function.defjvp(rule)`, called or as a decorator."""
        if isinstance(function.func, FunctionValue) and isinstance(rule.func, FunctionValue):
            self.jvp[id(function.func.node)] = rule.func

    def register_vjp(self, function: Value, fwd: Value, bwd: Value) -> None:
        """`function.defvjp(fwd, bwd)`."""
        target, forward, backward = function.func, fwd.func, bwd.func
        if (
            isinstance(target, FunctionValue)
            and isinstance(forward, FunctionValue)
            and isinstance(backward, FunctionValue)
        ):
            self.vjp[id(target.node)] = (forward, backward)


def bwd_args(
    target: FunctionValue, bwd: FunctionValue, args: list[Arg], forward: Value
) -> list[Arg]:
    """What a custom_vjp's bwd rule receives when the gradient is taken under a trace:
    the nondiff arguments as given, then the residuals `fwd` returned (`forward`: its
    result), traced but for the Python numbers among them (a shape stays a tuple of ints:
    measured on 0.10.2), and a traced cotangent."""
    positional = [a for a in args if a.name is None and not a.star]
    given = [positional[i] for i in target.nondiff_argnums if i < len(positional)]
    origin = Origin(
        f'a parameter of "{bwd.name}", the backward rule of the custom_vjp function '
        f'"{target.name}", which JAX traces when the gradient is taken under a trace'
    )
    count = len(params_of(list(bwd.node.arguments)))
    traced = Value(Kind.TRACED, origin)
    rest = [Arg(traced, None, False, NOWHERE)] * max(0, count - len(given))
    if rest:
        made = forward.items[1] if forward.items is not None and len(forward.items) == 2 else None
        if made is None and forward.kind is Kind.UNKNOWN:
            made = UNKNOWN  # fwd not analysed (it is being analysed: the call inside it)
        if made is not None:
            rest[0] = Arg(_residual(made, traced), None, False, NOWHERE)
    return [*given, *rest]


def _residual(value: Value, traced: Value) -> Value:
    """A residual as bwd receives it: Python numbers, and sequences of them, as fwd made
    them; a tuple's items each so; what is not known stays unknown; the rest traced."""
    if value.items is not None:
        items = tuple(_residual(item, traced) for item in value.items)
        return Value(Kind.UNKNOWN, pytype=value.pytype, items=items)
    if value.kind is Kind.UNKNOWN:
        return UNKNOWN
    python = value.pytype.is_number or value.pytype is PyType.SEQUENCE
    static = value.kind is Kind.STATIC and python
    if static and (value.elem is None or value.elem.kind is Kind.STATIC):
        return value
    return traced


def jvp_rule_args(
    target: FunctionValue,
    rule: FunctionValue,
    primals: list[Value],
    params: list[Param],
    level: Level,
) -> list[Arg] | None:
    """What a custom_jvp's rule receives under grad, vjp, linearize or jacfwd: the primals
    (concrete where only an eager differentiation traces them) and one tangent per
    argument, a tracer where its primal is one (else a zero); None when the rule is not
    called or its layout is not known."""
    rule_params = params_of(list(rule.node.arguments))
    if len(rule_params) != 2 or any(
        p.is_star or p.position is None for p in [*params, *rule_params]
    ):
        return None  # nondiff_argnums come first: the layout is not known here
    if not any(v.is_tracer for v in primals):
        return None  # no tangent to carry: JAX calls the function, not the rule
    origin = Origin(
        f'"{rule_params[1].name}" holds the tangents given to "{rule.name}", the JVP rule '
        f'of the custom_jvp function "{target.name}"; each is a tracer where its primal '
        "is one, when the function is differentiated"
    )
    eager = level is not Level.ABSTRACT
    seen = tuple(
        Value(Kind.CONCRETE, v.origin, PyType.ARRAY) if eager and v.kind is Kind.DIFF else v
        for v in primals
    )
    tangents = tuple(
        Value(Kind.TRACED, origin, traced_pytype(v, None)) if v.is_tracer else UNKNOWN
        for v in primals
    )
    return [
        Arg(Value(Kind.STATIC, pytype=PyType.SEQUENCE, items=items), None, False, NOWHERE)
        for items in (seen, tangents)
    ]


def closure_leaks(
    ctx: Context,
    rules: CustomRules,
    target: FunctionValue,
    args: list[Arg],
    caller: object,
    level: Level,
) -> bool:
    """A call of a custom_jvp/custom_vjp function `target` under a differentiation (`level`:
    of the trace around it; `caller`: the calling function's node): the function JAX runs
    in a trace of its own (custom_vjp's fwd, then bwd; custom_jvp's rule where an argument
    is differentiated, else the function itself, which its rule may call too) must not
    close over a tracer of that differentiation. Without a staging trace around, JAX
    raises where the rule uses it (reported here: True); under one, after tracing, at the
    call that started it (`late_leaks`). Measured: custom_vjp's own body runs and
    custom_jvp's rule is never called without a differentiated argument."""
    node = id(target.node)
    takes = any(_differentiated(a.value) for a in args)
    runs: list[tuple[FunctionValue, str]] = []
    if node in rules.vjp and takes:
        fwd, bwd = rules.vjp[node]
        runs = [(fwd, "the forward rule"), (bwd, "the backward rule")]
    elif node in rules.jvp:
        rule = rules.jvp[node]
        # The rule where it runs; the function itself where it does not, or calls it.
        runs = [(rule, "the JVP rule") if takes and caller is not rule.node else (target, "")]
    kind = "custom_vjp" if node in rules.vjp else "custom_jvp"
    for function, role in runs:
        found = first_closed_over(function, _differentiated)
        if found is None:
            continue
        name, value = found
        owner = f'the {kind} function "{target.name}"'
        runner = owner if function is target else f'{role} "{function.name}" of {owner}'
        what = f'{runner} closes over "{name.name}", a tracer of the differentiation that runs it'
        if level is Level.ABSTRACT:
            late_leaks.found(LateLeak(what, value, staged=True))
            return False
        tracer_leak.report_closed_over(ctx, name, value, what)
        return True
    return False


def _differentiated(value: Value, depth: int = 2) -> bool:
    """A tracer of a differentiation (JAX's JVP tracer), or a tuple holding one."""
    if value.is_tracer and value.origin is not None and value.origin.is_differentiated():
        return True
    return depth > 0 and any(_differentiated(item, depth - 1) for item in value.items or ())
