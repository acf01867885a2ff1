"""Calls between functions: each call analyses the callee's body with the kinds of its
arguments, memoised, with recursion and depth limits."""

from __future__ import annotations

from mypy.nodes import CallExpr, Decorator, MemberExpr, SymbolNode, TypeInfo

from jaxthink_typing.analysis import handlers
from jaxthink_typing.analysis.binding import apply_transforms, bind, eager_result
from jaxthink_typing.analysis.callables import Arg, FunctionValue
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.custom_rules import NOWHERE, CustomRules, bwd_args, jvp_rule_args
from jaxthink_typing.analysis.definitions import Definitions
from jaxthink_typing.analysis.env import Env
from jaxthink_typing.analysis.evaluator import Frame
from jaxthink_typing.analysis.kinds import STATIC, UNKNOWN, Kind, PyType, Value, join_all
from jaxthink_typing.analysis.rules import static_arg, traced_hash
from jaxthink_typing.analysis.specs.base import Spec, Transform
from jaxthink_typing.analysis.transforms import Level, Param, params_of

MAX_DEPTH = 24


class Interprocedural:
    """The engine's `Functions`: calls, definitions, and custom derivative rules."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.definitions = Definitions(ctx, self)
        self.rules = CustomRules()
        self.memo: dict[tuple[object, ...], Value] = {}
        self.active: set[tuple[object, ...]] = set()
        self.done_definitions: set[tuple[int, ...]] = set()
        self.valid_configs: dict[tuple[int, ...], bool] = {}

    # ------------------------------------------------------------ Functions

    def evaluate_call(self, frame: Frame, expr: CallExpr) -> Value:
        return handlers.evaluate_call(frame, expr)

    def decorated(self, node: Decorator, env: Env, frame: Frame) -> Value:
        return self.definitions.decorated(node, env, frame)

    def global_value(self, node: SymbolNode, fullname: str) -> Value:
        return self.definitions.global_value(node, fullname)

    def method_of(self, cls: TypeInfo, name: str) -> FunctionValue | None:
        return self.definitions.method_of(cls, name)

    def bound_call(self, instance: Value) -> FunctionValue | None:
        return self.definitions.bound_call(instance)

    def self_method(self, callee: MemberExpr, frame: Frame) -> FunctionValue | None:
        return self.definitions.self_method(callee, frame)

    def register_jvp_rule(self, function: Value, rule: Value) -> None:
        self.rules.register_jvp(function, rule)

    def register_vjp_rules(self, function: Value, fwd: Value, bwd: Value) -> None:
        self.rules.register_vjp(function, fwd, bwd)

    def analyse_definition(self, value: Value, frame: Frame) -> None:
        """Analyse a transformed function where it is defined, before any call."""
        target = value.func
        if not isinstance(target, FunctionValue) or not target.transforms:
            return
        # Per closure: a factory's inner jitted function sees each call's closed-over values.
        key = (id(target.node), id(target.closure), *(id(t) for t in target.transforms))
        if key in self.done_definitions:
            return
        self.done_definitions.add(key)
        self.call(target, None, None, frame)

    def trace_body(
        self, target: FunctionValue, values: list[Value], frame: Frame, spec: Spec
    ) -> None:
        """A control-flow body (scan, cond, ...), whose parameters are traced, or a
        callback, which runs on the host (`values` say what each parameter receives)."""
        transform = Transform(spec, spec.level, -1)
        args = [Arg(v, None, False, NOWHERE) for v in values]
        body = FunctionValue(target.node, target.closure, (), target.bound, target.bound_names)
        self._analyse(body, args, frame, spec.level, (transform,), body=True)

    def call(
        self,
        target: FunctionValue,
        args: list[Arg] | None,
        call: CallExpr | None,
        frame: Frame,
    ) -> Value:
        """Analyse `target` called with `args` (None: called from an unknown place)."""
        if target.transforms and not self._valid_config(target):
            return UNKNOWN  # JAX rejects the configuration before tracing anything
        if args is not None and call is not None:
            static_arg.check_hashable(self.ctx, target, args, call)
            static_arg.check_nondiff(self.ctx, target, args, call)
            if static_arg.check_mapped(self.ctx, target, args, call) or (
                static_arg.check_jax_types(self.ctx, target, args, call)
            ):
                return UNKNOWN  # JAX raises at the call, before tracing the body
            if target.cached:
                for arg in args:
                    construct = f'An argument of the cached function "{target.name}"'
                    traced_hash.check(self.ctx, arg.node, arg.value, construct)
        level = max([frame.level, *(t.level for t in target.transforms)])
        result = self._analyse(target, args, frame, Level(level), target.transforms, call=call)
        vjp_rules = self.rules.vjp.get(id(target.node))
        traced = frame.level is Level.ABSTRACT and frame.differentiated
        if vjp_rules is not None and args is not None and traced:
            # Differentiated under a trace: JAX runs fwd on the arguments and traces bwd.
            fwd, bwd = vjp_rules
            self.call(fwd, args, None, frame)
            self._analyse(bwd, bwd_args(target, bwd, args), frame, Level.ABSTRACT, (), body=True)
        if target.transforms and frame.level is Level.EAGER:
            return eager_result(result)
        outer = target.transforms[-1].spec.result if target.transforms else "same"
        if outer != "same":
            # A gradient (or Jacobian) has the structure of the arguments, not of the result.
            gradient = Value(result.kind, result.origin) if result.is_tracer else UNKNOWN
            if outer == "value_and_gradient":
                return Value(Kind.UNKNOWN, pytype=PyType.SEQUENCE, items=(result, gradient))
            return gradient
        return result

    # --------------------------------------------------------------- analysis

    def _valid_config(self, target: FunctionValue) -> bool:
        key = (id(target.node), *(id(t) for t in target.transforms))
        if key not in self.valid_configs:
            self.valid_configs[key] = static_arg.check_config(self.ctx, target)
        return self.valid_configs[key]

    def _analyse(
        self,
        target: FunctionValue,
        args: list[Arg] | None,
        frame: Frame,
        level: Level,
        transforms: tuple[Transform, ...],
        call: CallExpr | None = None,
        body: bool = False,
    ) -> Value:
        node = target.node
        params = params_of(list(node.arguments))
        bound = bind(self.ctx, target, params, args, call, self._default)
        values = apply_transforms(self.ctx, target, params, bound, transforms, body, level)
        differentiated = frame.differentiated or any(
            t.level is Level.DIFF and t.spec.runs_jvp_rules for t in transforms
        )
        key = (
            id(node),
            id(target.closure),
            level,
            self.ctx.sink.muted > 0,
            frame.staging,
            differentiated,
            tuple(
                (
                    n,
                    v.kind,
                    v.pytype,
                    None if v.items is None else tuple((i.kind, i.pytype) for i in v.items),
                    None if v.elem is None else (v.elem.kind, v.elem.pytype),
                    id(v.cls),
                    v.const,
                    v.leaves,
                    tuple((f, given.kind, given.pytype) for f, given in v.fields),
                )
                for n, v in values.items()
            ),
        )
        if key in self.memo:
            return self.memo[key]
        if key in self.active or len(self.active) >= MAX_DEPTH:
            return UNKNOWN
        self.active.add(key)
        try:
            env = Env(target.closure or self.ctx.module_env, traced=level is not Level.EAGER)
            for param in node.arguments:
                env.set(param.variable, values.get(param.variable.name, UNKNOWN))
            inner = Frame(self.ctx, self, env, level, target.name, node)
            inner.differentiated = differentiated
            if level is Level.ABSTRACT and not frame.staging and not transforms:
                inner.staging = False
            inner.run_block(node.body.body)
            result = join_all(inner.returns) if inner.returns else STATIC
            rule = self.rules.jvp.get(id(node))
            if rule is not None and differentiated:
                primals = [values.get(p.name, UNKNOWN) for p in params]
                rule_args = jvp_rule_args(target, rule, primals, params, level)
                if rule_args is not None:
                    self._analyse(rule, rule_args, frame, level, (), body=True)
        finally:
            self.active.discard(key)
        self.memo[key] = result
        return result

    def _default(self, target: FunctionValue, param: Param) -> Value:
        """A parameter's default value, evaluated at module scope; static or unknown."""
        for argument in target.node.arguments:
            if argument.variable.name == param.name and argument.initializer is not None:
                frame = Frame(self.ctx, self, self.ctx.module_env, Level.EAGER, "<default>")
                value = frame.eval(argument.initializer)
                return value if value.kind is Kind.STATIC else UNKNOWN
        return UNKNOWN
