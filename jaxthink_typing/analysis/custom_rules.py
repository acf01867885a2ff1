"""custom_jvp/custom_vjp rules: which are registered, and what JAX passes them."""

from __future__ import annotations

from dataclasses import dataclass, field

from mypy.nodes import NameExpr

from jaxthink_typing.analysis.binding import traced_pytype
from jaxthink_typing.analysis.callables import Arg, FunctionValue
from jaxthink_typing.analysis.kinds import UNKNOWN, Kind, Origin, PyType, Value
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


def bwd_args(target: FunctionValue, bwd: FunctionValue, args: list[Arg]) -> list[Arg]:
    """What a custom_vjp's bwd rule receives when the gradient is taken under a trace:
    the nondiff arguments as given, then traced residuals and cotangent."""
    positional = [a for a in args if a.name is None and not a.star]
    given = [positional[i] for i in target.nondiff_argnums if i < len(positional)]
    origin = Origin(
        f'a parameter of "{bwd.name}", the backward rule of the custom_vjp function '
        f'"{target.name}", which JAX traces when the gradient is taken under a trace'
    )
    count = len(params_of(list(bwd.node.arguments)))
    traced = [Arg(Value(Kind.TRACED, origin), None, False, NOWHERE)] * max(0, count - len(given))
    return [*given, *traced]


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
