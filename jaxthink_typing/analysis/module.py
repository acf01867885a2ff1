"""The analysis of one module: entry points, calls between its functions, memoisation."""

from __future__ import annotations

from dataclasses import replace

from mypy.nodes import (
    FUNC_NO_INFO,
    CallExpr,
    ClassDef,
    Decorator,
    Expression,
    FuncDef,
    LambdaExpr,
    MemberExpr,
    MypyFile,
    NameExpr,
    OverloadedFuncDef,
    RefExpr,
    Statement,
    SymbolNode,
    TypeInfo,
    Var,
)
from mypy.types import Instance, TupleType, get_proper_type

from jaxthink_typing.analysis import fullnames as fn
from jaxthink_typing.analysis import rules
from jaxthink_typing.analysis.annotations_check import check_annotations
from jaxthink_typing.analysis.api import EMPTY_MODEL, ApiIndex
from jaxthink_typing.analysis.callables import (
    CustomDerivative,
    FunctionValue,
    Opaque,
    TransformFactory,
)
from jaxthink_typing.analysis.diagnostics import Diagnostic, Sink
from jaxthink_typing.analysis.env import Env
from jaxthink_typing.analysis.evaluator import Arg, Frame
from jaxthink_typing.analysis.kinds import (
    STATIC,
    UNKNOWN,
    Kind,
    Leaves,
    Origin,
    PyType,
    Value,
    join_all,
    static,
)
from jaxthink_typing.analysis.pytrees import is_pytree_class
from jaxthink_typing.analysis.settings import Settings
from jaxthink_typing.analysis.signatures import (
    Mark,
    parameter_classes,
    parameter_marks,
    signature_of,
)
from jaxthink_typing.analysis.source import Source
from jaxthink_typing.analysis.transforms import Level, Param, Transform, params_of
from jaxthink_typing.codes import ALL_CODES

MAX_DEPTH = 24
_PASSTHROUGH_DECORATORS = frozenset(
    {
        "builtins.staticmethod",
        "builtins.classmethod",
        "abc.abstractmethod",
        "typing.overload",
        "typing_extensions.override",
        "typing.override",
    }
)
_DERIVATIVES = frozenset(
    {"jax.grad", "jax.value_and_grad", "jax.jacfwd", "jax.jacrev", "jax.hessian"}
)
_CACHE_DECORATORS = frozenset({"functools.cache", "functools.lru_cache"})


def analyse_module(
    tree: MypyFile,
    source: Source,
    api: ApiIndex | None = None,
    settings: Settings | None = None,
) -> list[Diagnostic]:
    """All diagnostics for `tree`, sorted by position."""
    settings = settings or Settings()
    analysis = ModuleAnalysis(tree, source, api or ApiIndex(EMPTY_MODEL, {}), settings)
    analysis.run()
    return [
        d
        for d in analysis.sink.sorted()
        if d.severity != "note" or d.code.name in settings.notes or d.code not in ALL_CODES
    ]


class ModuleAnalysis:
    """Shared state while one module is analysed: diagnostics, memo, module globals."""

    def __init__(self, tree: MypyFile, source: Source, api: ApiIndex, settings: Settings) -> None:
        self.tree = tree
        self.source = source
        self.api = api
        self.settings = settings
        self.sink = Sink()
        self.module_env = Env()
        self.memo: dict[tuple[object, ...], Value] = {}
        # custom_vjp functions (by node) and the (fwd, bwd) rules their .defvjp registered.
        self.vjp_rules: dict[int, tuple[FunctionValue, FunctionValue]] = {}
        # custom_jvp functions (by node) and the JVP rule their .defjvp registered.
        self.jvp_rules: dict[int, FunctionValue] = {}
        self.active: set[tuple[object, ...]] = set()
        self.decorated_values: dict[Decorator, Value] = {}
        self.done_definitions: set[tuple[int, ...]] = set()
        self.valid_configs: dict[tuple[int, ...], bool] = {}

    # ------------------------------------------------------------------ driver

    def run(self) -> None:
        top = self.module_frame()
        top.run_block(self.tree.defs)
        definitions = self._functions(self.tree.defs, self.module_env)
        funcs = [d.func if isinstance(d, Decorator) else d for d, _ in definitions]
        check_annotations(self.tree, funcs, self.sink)
        for definition, env in definitions:
            value = self.value_of_definition(definition, env, top)
            self.analyse_definition(value, top)
            target = value.func
            if isinstance(target, FunctionValue) and not target.transforms:
                self.call(target, None, None, top)

    def _functions(self, stmts: list[Statement], env: Env) -> list[tuple[FuncDef | Decorator, Env]]:
        found: list[tuple[FuncDef | Decorator, Env]] = []
        for stmt in stmts:
            if isinstance(stmt, FuncDef | Decorator):
                found.append((stmt, env))
            elif isinstance(stmt, OverloadedFuncDef) and stmt.impl is not None:
                found.append((stmt.impl, env))
            elif isinstance(stmt, ClassDef):
                found.extend(self._functions(stmt.defs.body, env))
        return found

    def value_of_definition(self, definition: FuncDef | Decorator, env: Env, frame: Frame) -> Value:
        if isinstance(definition, Decorator):
            return self.decorated(definition, env, frame)
        return Value(Kind.STATIC, func=FunctionValue(definition, env))

    # ------------------------------------------------------------- definitions

    def decorated(self, node: Decorator, env: Env, frame: Frame) -> Value:
        """The function a decorator stack produces, with the transformations it applies."""
        cached = self.decorated_values.get(node)
        if cached is not None:
            return cached
        value = Value(Kind.STATIC, func=FunctionValue(node.func, env))
        for decorator in reversed(node.decorators):
            value = self._apply_decorator(decorator, value, frame)
        self.decorated_values[node] = value
        return value

    def _apply_decorator(self, decorator: Expression, value: Value, frame: Frame) -> Value:
        from jaxthink_typing.analysis.calls import default_transform

        target = value.func
        if not isinstance(target, FunctionValue):
            return Value(Kind.STATIC, func=Opaque())
        if isinstance(decorator, RefExpr) and (
            decorator.fullname in _PASSTHROUGH_DECORATORS
            or decorator.fullname in fn.LINEN_METHOD_DECORATORS
        ):
            return value
        if isinstance(decorator, MemberExpr) and decorator.name == "defjvp":
            owner = frame.eval(decorator.expr)
            if isinstance(owner.func, FunctionValue):
                self.register_jvp_rule(owner, value)
                return value  # defjvp returns the rule itself
        passthrough = decorator.callee if isinstance(decorator, CallExpr) else decorator
        if isinstance(passthrough, RefExpr) and passthrough.fullname in fn.PASSTHROUGH:
            return value
        cache = decorator.callee if isinstance(decorator, CallExpr) else decorator
        if isinstance(cache, RefExpr) and cache.fullname in _CACHE_DECORATORS:
            return Value(Kind.STATIC, func=replace(target, cached=True))
        if isinstance(decorator, RefExpr) and not isinstance(decorator.node, Var):
            fullname = self.settings.canonical(decorator.fullname)
            transform = default_transform(fullname, decorator.line)
            if transform is None:
                return Value(Kind.STATIC, func=Opaque())
            return self._with_transform(target, transform)
        factory = frame.eval(decorator).func
        if isinstance(factory, CustomDerivative):
            return Value(Kind.STATIC, func=factory.apply(target))
        if isinstance(factory, TransformFactory):
            transform = factory.transform
            if transform.line < 0:
                transform = Transform(
                    transform.name,
                    transform.level,
                    decorator.line,
                    transform.static_argnums,
                    transform.static_argnames,
                    transform.argnums,
                    transform.unmapped,
                    transform.all_unmapped,
                )
            return self._with_transform(target, transform)
        return Value(Kind.STATIC, func=Opaque())

    def _with_transform(self, target: FunctionValue, transform: Transform) -> Value:
        return Value(Kind.STATIC, func=target.with_transform(transform))

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

    def _valid_config(self, target: FunctionValue) -> bool:
        key = (id(target.node), *(id(t) for t in target.transforms))
        if key not in self.valid_configs:
            self.valid_configs[key] = self._check_static_config(target)
        return self.valid_configs[key]

    def _check_static_config(self, target: FunctionValue) -> bool:
        """Report bad static_argnums/static_argnames; False if JAX would reject them."""
        valid = True
        params = params_of(list(target.node.arguments))
        # Positions count from the first parameter functools.partial left unbound.
        shift = 0 if target.bound_self else len(target.bound)
        positional = [p for p in params if p.position is not None][shift:]
        has_star = any(p.is_star and p.name for p in params if p.position is None)
        names = {p.name for p in params if not p.is_star}
        for transform in target.transforms:
            for number in transform.static_argnums:
                if not has_star and not -len(positional) <= number < len(positional):
                    valid = False
                    rules.static_arg(
                        self.sink,
                        _at_line(transform.line),
                        f'static_argnums={number} is out of range: "{target.name}" takes '
                        f"{len(positional)} positional argument(s), so {transform.name} raises "
                        "ValueError; use an index below that count or static_argnames",
                    )
            for name in transform.static_argnames:
                if name not in names and not has_star:
                    valid = False
                    rules.static_arg(
                        self.sink,
                        _at_line(transform.line),
                        f'static_argnames names "{name}", which is not a parameter of '
                        f'"{target.name}", so {transform.name} raises ValueError; '
                        f"name one of: {', '.join(sorted(names)) or '(none)'}",
                    )
        return valid

    # ------------------------------------------------------------------ globals

    def global_value(self, node: SymbolNode, fullname: str) -> Value:
        """A name that no local scope binds: a module-level definition or an import."""
        own = self.tree.fullname + "."
        if isinstance(node, Decorator) and node.fullname.startswith(own):
            return self.decorated(node, self.module_env, self.module_frame())
        if (
            isinstance(node, FuncDef)
            and node.fullname.startswith(own)
            and "." not in node.fullname[len(own) :]
        ):
            return Value(Kind.STATIC, func=FunctionValue(node, self.module_env))
        if isinstance(node, FuncDef | Decorator | OverloadedFuncDef | TypeInfo):
            return Value(Kind.STATIC, func=Opaque(fullname or node.fullname, node))
        if isinstance(node, MypyFile):
            return STATIC
        if isinstance(node, Var) and fullname.startswith(("math.", "numpy.", "jax.numpy.")):
            return STATIC
        if isinstance(node, Var):
            return _global_container(node)
        return UNKNOWN

    def module_frame(self) -> Frame:
        """A frame at module scope, to evaluate decorators and defaults."""
        return Frame(self, self.module_env, Level.EAGER, "<module>")

    def class_call(self, cls: TypeInfo) -> FunctionValue | None:
        """`__call__` of a class of this module, through its decorators."""
        return self.method_of(cls, "__call__")

    def method_of(self, cls: TypeInfo, name: str) -> FunctionValue | None:
        """Method `name` of a class of this module, through its decorators and unbound (the
        caller passes the instance first); static and class methods and properties are
        left out."""
        method = cls.get_method(name)
        func = method.func if isinstance(method, Decorator) else method
        if not isinstance(func, FuncDef) or func.is_static or func.is_class or func.is_property:
            return None
        if not func.fullname.startswith(self.tree.fullname + "."):
            return None
        if isinstance(method, Decorator):
            value = self.decorated(method, self.module_env, self.module_frame())
            return value.func if isinstance(value.func, FunctionValue) else None
        return FunctionValue(func, self.module_env)

    def bound_call(self, instance: Value) -> FunctionValue | None:
        """An instance of a class of this module with `__call__`: the bound method."""
        target = self.class_call(instance.cls) if instance.cls is not None else None
        if target is None:
            return None
        return FunctionValue(
            target.node, target.closure, target.transforms, (instance,), bound_self=True
        )

    def self_method(self, callee: MemberExpr, frame: Frame) -> FunctionValue | None:
        """`self.helper` inside a method: the helper's definition in the same class."""
        base = callee.expr
        if not (isinstance(base, NameExpr) and isinstance(base.node, Var) and base.node.is_self):
            return None
        func = frame.func
        if not isinstance(func, FuncDef) or not _is_method(func):
            return None
        method = func.info.get_method(callee.name)
        if isinstance(method, FuncDef):
            return FunctionValue(method, self.module_env)
        if isinstance(method, Decorator):
            value = self.decorated(method, self.module_env, frame)
            return value.func if isinstance(value.func, FunctionValue) else None
        return None

    # -------------------------------------------------------------------- calls

    def trace_body(self, target: FunctionValue, values: list[Value], frame: Frame) -> None:
        """A control-flow body (scan, cond, ...): its parameters are always traced."""
        transform = Transform("lax", Level.ABSTRACT, -1)
        args = [Arg(v, None, False, _NOWHERE) for v in values]
        traced = FunctionValue(target.node, target.closure, (), target.bound, target.bound_names)
        self._analyse(traced, args, frame, Level.ABSTRACT, (transform,), body=True)

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
            self._check_static_args(target, args, call)
            self._check_nondiff_args(target, args, call)
            if self._mapped_scalar(target, args, call):
                return UNKNOWN  # JAX raises at the call, before tracing the body
            if target.cached:
                for arg in args:
                    construct = f'An argument of the cached function "{target.name}"'
                    frame.check_hash(arg.node, arg.value, construct)
        level = max([frame.level, *(t.level for t in target.transforms)])
        result = self._analyse(target, args, frame, Level(level), target.transforms, call=call)
        rules_of = self.vjp_rules.get(id(target.node))
        if rules_of is not None and args is not None and frame.level is Level.ABSTRACT:
            self._trace_vjp_rules(target, rules_of, args, frame)
        if target.transforms and frame.level is Level.EAGER:
            return _eager_result(result)
        outer = target.transforms[-1].name if target.transforms else ""
        if outer in _DERIVATIVES:
            # A gradient (or Jacobian) has the structure of the arguments, not of the result.
            gradient = Value(result.kind, result.origin) if result.is_tracer else UNKNOWN
            if outer.endswith("value_and_grad"):
                return Value(Kind.UNKNOWN, pytype=PyType.SEQUENCE, items=(result, gradient))
            return gradient
        return result

    def _check_static_args(self, target: FunctionValue, args: list[Arg], call: CallExpr) -> None:
        """Static arguments of a jitted function must be hashable, concrete Python values."""
        statics = [t for t in target.transforms if t.static_argnums or t.static_argnames]
        if not statics:
            return
        params = params_of(list(target.node.arguments))
        positional = [a for a in args if a.name is None and not a.star]
        for param in params:
            position = _visible(param, target)
            transform = next((t for t in statics if t.is_static(position, param.name)), None)
            if transform is None:
                continue
            arg = next((a for a in args if a.name == param.name), None)
            if arg is None and param.position is not None:
                # Arguments bound earlier (partial, a method's instance) come first.
                index = param.position - len(target.bound)
                arg = positional[index] if 0 <= index < len(positional) else None
            if arg is None:
                continue
            what = _unhashable(arg.value)
            if what is not None:
                rules.static_arg(
                    self.sink,
                    call,
                    f'{what} is passed for "{param.name}", a static argument of "{target.name}" '
                    f"({transform.name} at line {transform.line}); static arguments must be "
                    "hashable Python values, so JAX raises ValueError; pass a tuple or a frozen "
                    "dataclass, or make it a traced argument",
                )

    def _trace_vjp_rules(
        self,
        target: FunctionValue,
        rules_of: tuple[FunctionValue, FunctionValue],
        args: list[Arg],
        frame: Frame,
    ) -> None:
        """A custom_vjp function differentiated under a trace: JAX runs its fwd rule on the
        call's arguments and traces its bwd rule (residuals and cotangent are tracers;
        the nondiff arguments come first, as given)."""
        if not frame.differentiated:
            return
        fwd, bwd = rules_of
        self.call(fwd, args, None, frame)
        positional = [a for a in args if a.name is None and not a.star]
        given = [positional[i] for i in target.nondiff_argnums if i < len(positional)]
        origin = Origin(
            f'a parameter of "{bwd.name}", the backward rule of the custom_vjp function '
            f'"{target.name}", which JAX traces when the gradient is taken under a trace'
        )
        count = len(params_of(list(bwd.node.arguments)))
        traced = [Arg(Value(Kind.TRACED, origin), None, False, _NOWHERE)] * max(
            0, count - len(given)
        )
        self._analyse(bwd, [*given, *traced], frame, Level.ABSTRACT, (), body=True)

    def register_jvp_rule(self, function: Value, rule: Value) -> None:
        """`function.defjvp(rule)`, called or as a decorator."""
        if isinstance(function.func, FunctionValue) and isinstance(rule.func, FunctionValue):
            self.jvp_rules[id(function.func.node)] = rule.func

    def _trace_jvp_rule(
        self,
        target: FunctionValue,
        rule: FunctionValue,
        primals: list[Value],
        params: list[Param],
        frame: Frame,
        level: Level,
    ) -> None:
        """A custom_jvp function under grad, vjp, linearize or jacfwd: JAX calls its JVP
        rule with the primals (concrete where only an eager differentiation traces them)
        and one tangent per argument, a tracer where its primal is one (else a zero)."""
        rule_params = params_of(list(rule.node.arguments))
        if len(rule_params) != 2 or any(
            p.is_star or p.position is None for p in [*params, *rule_params]
        ):
            return  # nondiff_argnums come first: the layout is not known here
        if not any(v.is_tracer for v in primals):
            return  # no tangent to carry: JAX calls the function, not the rule
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
            Value(Kind.TRACED, origin, _traced_pytype(v, None)) if v.is_tracer else UNKNOWN
            for v in primals
        )
        args = [
            Arg(Value(Kind.STATIC, pytype=PyType.SEQUENCE, items=items), None, False, _NOWHERE)
            for items in (seen, tangents)
        ]
        self._analyse(rule, args, frame, level, (), body=True)

    def _mapped_scalar(self, target: FunctionValue, args: list[Arg], call: CallExpr) -> bool:
        """vmap/pmap raise ValueError at the call for a Python number in a mapped position
        (it has no axis to map); report each, and say whether there was one."""
        outer = target.transforms[-1] if target.transforms else None
        if outer is None or not outer.mapped or outer.all_unmapped or outer.all_broadcast:
            return False
        if any(a.star for a in args):
            return False
        params = [p for p in params_of(list(target.node.arguments)) if not p.is_star]
        by_position = {_visible(p, target): p for p in params if _visible(p, target) is not None}
        found = False
        position = 0
        for arg in args:
            if arg.name is None:
                param, visible = by_position.get(position), position
                position += 1
            else:
                param, visible = next((p for p in params if p.name == arg.name), None), None
            free = visible is not None and (visible in outer.unmapped or visible in outer.broadcast)
            number = arg.value.kind is Kind.STATIC and arg.value.pytype is PyType.NUMBER
            if (
                param is not None
                and number
                and not free
                and not outer.is_static(visible, param.name)
            ):
                rules.mapped_scalar(self.sink, call, arg.value, param.name, outer)
                found = True
        return found

    def _check_nondiff_args(self, target: FunctionValue, args: list[Arg], call: CallExpr) -> None:
        """custom_vjp raises UnexpectedTracerError for a tracer in a nondiff_argnums slot."""
        if not (target.nondiff_argnums or target.nondiff_argnames):
            return
        positional = [a for a in args if a.name is None and not a.star]
        for param in params_of(list(target.node.arguments)):
            position = param.position
            by_number = position is not None and position in target.nondiff_argnums
            if not by_number and param.name not in target.nondiff_argnames:
                continue
            arg = next((a for a in args if a.name == param.name), None)
            if arg is None and position is not None and position < len(positional):
                arg = positional[position]
            if arg is not None and arg.value.is_tracer:
                rules.nondiff_tracer(self.sink, call, arg.value, param.name, target.name)

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
        bound = self._bind(target, params, args, call, frame)
        values = self._apply_transforms(target, params, bound, transforms, body, level)
        differentiated = frame.differentiated or any(
            t.level is Level.DIFF and t.name != "jax.jvp" for t in transforms
        )
        key = (
            id(node),
            id(target.closure),
            level,
            self.sink.muted > 0,
            frame.staging,
            differentiated,
            tuple(
                (
                    n,
                    v.kind,
                    v.pytype,
                    None if v.items is None else tuple((i.kind, i.pytype) for i in v.items),
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
            env = Env(target.closure or self.module_env, traced=level is not Level.EAGER)
            for param in node.arguments:
                value = values.get(param.variable.name, UNKNOWN)
                env.set(param.variable, value)
            name = target.name
            inner = Frame(self, env, level, name, node)
            inner.differentiated = differentiated
            if level is Level.ABSTRACT and not frame.staging and not transforms:
                inner.staging = False
            inner.run_block(node.body.body)
            result = join_all(inner.returns) if inner.returns else STATIC
            rule = self.jvp_rules.get(id(node))
            if rule is not None and differentiated:
                self._trace_jvp_rule(
                    target,
                    rule,
                    [values.get(p.name, UNKNOWN) for p in params],
                    params,
                    frame,
                    level,
                )
        finally:
            self.active.discard(key)
        self.memo[key] = result
        return result

    def _bind(
        self,
        target: FunctionValue,
        params: list[Param],
        args: list[Arg] | None,
        call: CallExpr | None,
        frame: Frame,
    ) -> dict[str, tuple[Value, bool]]:
        """Each parameter's incoming value and whether the caller passed it."""
        bound: dict[str, tuple[Value, bool]] = {}
        declared = parameter_marks(signature_of(target.node))
        classes = parameter_classes(signature_of(target.node))
        positional = [p for p in params if p.position is not None]
        given: list[Value] = list(target.bound)
        keywords: dict[str, Value] = {}
        star_given = False
        if args is not None:
            for arg in args:
                if arg.star:
                    star_given = True
                elif arg.name is None:
                    given.append(arg.value)
                else:
                    keywords[arg.name] = arg.value
        for name in target.bound_names:
            keywords.setdefault(name, UNKNOWN)
        for param in params:
            mark = declared.get(param.name)
            cls = classes.get(param.name)
            if param.is_star:
                bound[param.name] = (UNKNOWN, False)
                continue
            if param.position is not None and param.position < len(given):
                value, passed = given[param.position], True
            elif param.name in keywords:
                value, passed = keywords[param.name], True
            elif star_given:
                value, passed = UNKNOWN, not param.has_default
            elif args is None and not param.has_default:
                value, passed = UNKNOWN, True
            else:
                value, passed = self._default(target.node, param, frame), False
            if mark == "static":
                if call is not None and passed and value.kind is Kind.TRACED:
                    rules.traced_for_static(
                        self.sink, self.source, call, value, param.name, target.name
                    )
                value = Value(Kind.STATIC, Origin(f'"{param.name}" is annotated Static'))
            elif mark == "traced" and value.kind in (Kind.UNKNOWN, Kind.STATIC, Kind.CONCRETE):
                origin = Origin(f'"{param.name}" is annotated Traced in "{target.name}"')
                value = Value(Kind.TRACED, origin, PyType.OTHER)
            elif mark == "never" and value.kind is not Kind.STATIC:
                value = UNKNOWN
            if call is not None and value.origin is not None and passed and value.is_tracer:
                origin = Origin(
                    f'passed as "{param.name}" to "{target.name}" at line {call.line}',
                    value.origin,
                )
                value = replace(value, origin=origin)
            if cls is not None and value.cls is None:
                value = replace(value, cls=cls)
            bound[param.name] = (value, passed)
        del positional
        return bound

    def _default(self, node: FuncDef | LambdaExpr, param: Param, frame: Frame) -> Value:
        for argument in node.arguments:
            if argument.variable.name == param.name and argument.initializer is not None:
                value = Frame(self, self.module_env, Level.EAGER, "<default>").eval(
                    argument.initializer
                )
                return value if value.kind is Kind.STATIC else UNKNOWN
        return UNKNOWN

    def _apply_transforms(
        self,
        target: FunctionValue,
        params: list[Param],
        bound: dict[str, tuple[Value, bool]],
        transforms: tuple[Transform, ...],
        body: bool,
        level: Level,
    ) -> dict[str, Value]:
        values = {name: value for name, (value, _) in bound.items()}
        is_method = _is_method(target.node)
        declared = parameter_marks(signature_of(target.node))
        for transform in transforms:
            if transform.level is Level.EAGER and level is Level.ABSTRACT:
                # shard_map: eagerly only its sharded inputs are tracers; under a trace, all.
                transform = replace(transform, level=Level.ABSTRACT)
            for param in params:
                if param.is_star:
                    continue
                value, passed = values[param.name], bound[param.name][1]
                values[param.name] = self._transformed(
                    target, param, value, passed, transform, is_method, declared, body
                )
        return values

    def _transformed(
        self,
        target: FunctionValue,
        param: Param,
        value: Value,
        passed: bool,
        transform: Transform,
        is_method: bool,
        declared: dict[str, Mark],
        body: bool,
    ) -> Value:
        position = param.position
        if position is not None and position < len(target.bound):
            return value  # bound by functools.partial: a closed-over Python value
        if param.name in target.bound_names:
            return value
        if body:
            return value
        if transform.is_static(_visible(param, target), param.name):
            if value.kind is Kind.STATIC:
                return value
            origin = Origin(f'"{param.name}" is a static argument of {transform.name}')
            return Value(Kind.STATIC, origin)
        mark = declared.get(param.name)
        if mark in ("static", "never"):
            return value
        if is_method and position == 0:
            owner = target.node.info if isinstance(target.node, FuncDef) else None
            if owner is None or not is_pytree_class(owner, self.tree):
                return value
            if transform.level is Level.ABSTRACT:  # self of a pytree class: traced leaves
                origin = Origin(f'"{param.name}" of "{target.name}", traced by {transform.name}')
                leaves: Leaves = "arrays" if transform.filtered else "declared"
                return Value(Kind.TRACED, origin, PyType.OTHER, cls=owner, leaves=leaves)
            return value
        if transform.filtered:
            if transform.level is Level.DIFF and position not in transform.argnums:
                return value
            return _filtered(param.name, target.name, value, mark, transform)
        if transform.level is Level.ABSTRACT:
            if transform.all_unmapped or (position is not None and position in transform.unmapped):
                return value
            if not passed:
                return value
            origin = Origin(
                f'"{param.name}" is a parameter of "{target.name}", traced by {transform.name} '
                f"at line {transform.line}",
                static_fix=None if is_method else _static_fix(transform.name, param.name),
            )
            return Value(Kind.TRACED, origin, _traced_pytype(value, mark), cls=value.cls)
        if transform.level is Level.DIFF and position is not None and position in transform.argnums:
            if value.kind is Kind.TRACED or not passed:
                return value
            origin = Origin(
                f'"{param.name}" is differentiated by {transform.name} at line {transform.line}'
            )
            return Value(Kind.DIFF, origin, _traced_pytype(value, mark))
        return value


_NOWHERE = NameExpr("<nowhere>")


def _is_method(node: FuncDef | LambdaExpr) -> bool:
    """A def in a class body that receives self or cls."""
    return isinstance(node, FuncDef) and node.info is not FUNC_NO_INFO and not node.is_static


def _at_line(line: int) -> NameExpr:
    node = NameExpr("<config>")
    node.line = line
    node.column = 0
    return node


def _visible(param: Param, target: FunctionValue) -> int | None:
    """The position a caller of `target` (after functools.partial) passes `param` at."""
    if target.bound_self:
        return param.position  # static_argnums count self, as on the function itself
    if param.position is None or param.position < len(target.bound):
        return None
    return param.position - len(target.bound)


def _static_fix(transformation: str, name: str) -> str | None:
    """How to make a traced jit parameter static, for messages."""
    if transformation == "jaxthink_typing.jit":
        return f'annotate "{name}" as Static[...]'
    if transformation == "jax.jit":
        return f'make "{name}" static with static_argnames=("{name}",)'
    return None


def _filtered(
    name: str, function: str, value: Value, mark: Mark | None, transform: Transform
) -> Value:
    """equinox's filter_*: arrays are traced; Python values and everything else static."""
    if mark == "static" or value.pytype is PyType.NUMBER:
        return value
    kind = Kind.TRACED if transform.level is Level.ABSTRACT else Kind.DIFF
    if value.cls is not None:  # a pytree (an equinox Module): its array leaves are traced
        origin = Origin(f'"{name}" of "{function}", its arrays traced by {transform.name}')
        return Value(kind, origin, PyType.OTHER, cls=value.cls, leaves="arrays")
    is_array = value.pytype.is_array or value.kind is Kind.CONCRETE
    declared_array = mark == "array" and value.kind is Kind.UNKNOWN
    if not (is_array or declared_array):
        return value
    origin = Origin(f'"{name}" is an array argument of "{function}", traced by {transform.name}')
    return Value(kind, origin, PyType.ARRAY)


def _traced_pytype(value: Value, mark: Mark | None) -> PyType:
    """What a parameter is once traced: an array if its argument or annotation says so."""
    if mark == "array" or value.pytype.is_array or value.pytype is PyType.NUMBER:
        return PyType.ARRAY
    return value.pytype


def _eager_result(traced: Value) -> Value:
    """What a transformed function returns to eager code: its array leaves are concrete
    jax arrays, and a pytree keeps its class."""
    if traced.cls is not None:
        return Value(Kind.UNKNOWN, cls=traced.cls)
    if traced.pytype.is_array:
        return Value(Kind.CONCRETE, pytype=PyType.ARRAY)
    return UNKNOWN


_CONTAINERS = {
    "builtins.dict": PyType.DICT,
    "builtins.list": PyType.LIST,
    "builtins.set": PyType.SET,
    "builtins.tuple": PyType.SEQUENCE,
}


def _global_container(node: Var) -> Value:
    """A module-level dict, list, set or tuple (by its declared or inferred type) is a
    Python container while JAX traces: a traced key or index fails on it."""
    declared = get_proper_type(node.type) if node.type is not None else None
    if isinstance(declared, TupleType):
        declared = declared.partial_fallback
    if isinstance(declared, Instance) and declared.type.fullname in _CONTAINERS:
        return static(_CONTAINERS[declared.type.fullname])
    return UNKNOWN


def _unhashable(value: Value) -> str | None:
    """How to name a value that cannot be a static argument, or None if it can."""
    if value.kind in (Kind.TRACED, Kind.DIFF):
        return "A traced value"
    if value.kind is Kind.CONCRETE:
        return "A jax array"
    names = {PyType.LIST: "A list", PyType.DICT: "A dict", PyType.SET: "A set"}
    if value.kind in (Kind.STATIC, Kind.UNKNOWN) and value.pytype in names:
        return names[value.pytype]
    if value.pytype is PyType.NDARRAY:
        return "A NumPy array"
    return None
