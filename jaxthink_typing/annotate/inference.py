"""Which parameters of a public function must be static: the engine analyses the body as
`jax.jit` would trace it, every unannotated parameter a tracer.

Each parameter's tracer carries an `Origin` naming it (`Origin.param`); a value derived
from it (arithmetic, a helper's parameter it is passed as, a jitted helper's re-traced
argument) keeps that root, so each report is attributed to the parameter at the root of
its chain (`Diagnostic.param`): one cause, one parameter. JAX raises at the first such
place, and so does the engine (the rest of that path is not analysed): the function is
analysed again with the parameters found so far static, until no new one is found.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from mypy.nodes import (
    Argument,
    BytesExpr,
    ComplexExpr,
    Decorator,
    Expression,
    FloatExpr,
    FuncDef,
    IntExpr,
    NameExpr,
    StrExpr,
    UnaryExpr,
    Var,
)

from jaxthink_typing.analysis.binding import param_id
from jaxthink_typing.analysis.callables import Arg, FunctionValue, Opaque
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.custom_rules import NOWHERE
from jaxthink_typing.analysis.diagnostics import RAISES, Diagnostic
from jaxthink_typing.analysis.interpreter.frame import Frame
from jaxthink_typing.analysis.interprocedural import Interprocedural
from jaxthink_typing.analysis.kinds import UNKNOWN, Kind, Origin, PyType, Value
from jaxthink_typing.analysis.signatures import Mark, parameter_marks, signature_of
from jaxthink_typing.analysis.transforms import Level, Param, params_of
from jaxthink_typing.annotate.building import Built
from jaxthink_typing.annotate.findings import (
    NEEDS_CONCRETE,
    Evidence,
    FunctionFinding,
    MarkName,
    ParamFinding,
)
from jaxthink_typing.annotate.public import Published

STATIC_VALUE = Value(Kind.STATIC)


class ModuleAnalysis:
    """The engine on one module of the package: its top level run once (for the values of
    its globals), then any number of analyses of its functions."""

    def __init__(self, built: Built, module: str) -> None:
        loaded = built.loader.load(module)
        if loaded is None:
            raise LookupError(f"{module}: mypy has no tree of it")
        self.path = loaded.path
        self.ctx = Context(
            loaded.tree, loaded.source, built.api, built.settings, bodies=loaded.bodies
        )
        self.engine = Interprocedural(self.ctx, built.loader)
        self.top = self.engine.definitions.module_frame()
        count, mark = RAISES.count, RAISES.mark
        self.ctx.sink.muted += 1
        try:
            self.top.run_block(loaded.tree.defs)
        finally:
            self.ctx.sink.muted -= 1
            RAISES.count, RAISES.mark = count, mark

    def close(self) -> None:
        self.engine.shared.release()

    def function_of(self, item: Published, built: Built) -> FunctionValue | None:
        """The function value a published name stands for (through its decorators)."""
        if item.kind == "value":
            table = built.modules.get(item.module)
            symbol = table.names.get(item.qualname) if table is not None else None
            node = symbol.node if symbol is not None else None
            value = self.ctx.module_env.values.get(node) if isinstance(node, Var) else None
            found = value.func if value is not None else None
            return found if isinstance(found, FunctionValue) else None
        definition = self.ctx.bodies.get(item.fullname)
        if isinstance(definition, Decorator):
            value = self.engine.definitions.decorated(definition, self.ctx.module_env, self.top)
            if isinstance(value.func, FunctionValue):
                return value.func
            # A decorator the engine cannot follow (the library's own jit wrapper): the
            # body as written, as if jax.jit traced it.
            definition = definition.func
        if isinstance(definition, FuncDef):
            return FunctionValue(definition, self.ctx.module_env)
        return None

    def aliased(self, item: Published) -> str | None:
        """The fullname of the function a module-level name holds when the engine sees only
        its name (`rot90 = augment.rot90` of a function it does not enter)."""
        table = self.ctx.tree.names.get(item.qualname)
        node = table.node if table is not None else None
        value = self.ctx.module_env.values.get(node) if isinstance(node, Var) else None
        opaque = value.func if value is not None else None
        return opaque.fullname if isinstance(opaque, Opaque) else None

    def run(self, target: FunctionValue, args: list[Arg]) -> list[Diagnostic]:
        """The errors of one analysis of `target` called with `args` inside a trace."""
        shared = self.engine.shared
        self.ctx.sink.clear()
        for table in (shared.memo, shared.recorded, shared.done_definitions, shared.called):
            table.clear()
        shared.raising.clear()
        frame = Frame(self.ctx, self.engine, self.ctx.module_env, Level.ABSTRACT, "<annotate>")
        count, mark = RAISES.count, RAISES.mark
        RAISES.count, RAISES.mark = 0, None
        try:
            self.engine.call(target, args, None, frame)
        finally:
            RAISES.count, RAISES.mark = count, mark
        return [d for d in self.ctx.sink.diagnostics if d.severity == "error"]


@dataclass
class _Parameter:
    """A parameter as the analysis passes it."""

    param: Param
    written: Mark | None
    finding: ParamFinding | None  # None: the method's self or cls, or *args/**kwargs
    never: bool  # a str, a function or a type: never a tracer
    number: bool  # its default is a Python number: jax.jit traces it as a scalar array
    optional: bool  # its default is None


def infer(
    analysis: ModuleAnalysis,
    item: Published,
    target: FunctionValue,
    finding: FunctionFinding,
) -> None:
    """Fill `finding` with each parameter's written mark and proposed Static (and the
    evidence), from analyses of `target` with its parameters traced."""
    node = target.node
    marks = parameter_marks(signature_of(node)) if isinstance(node, FuncDef) else {}
    parameters = _parameters(node.arguments, item.kind, marks, finding)
    statics = {p.param.name for p in parameters if p.written == "static"}
    for evidence_name, evidence in _own_static_args(target, analysis.path):
        param = finding.param(evidence_name)
        if param is not None and param.written != "static":
            param.proposed = "static"
            param.evidence.append(evidence)
            statics.add(evidence_name)
    ids = {param_id(target, p.param.name): p for p in parameters if p.finding is not None}
    # A parameter that defaults to None is often an option whose default takes another
    # path (`if filter_fn is None:` builds one): analysed traced, then left at None.
    optional = {p.param.name for p in parameters if p.optional}
    unattributed: dict[tuple[str, int, str], Evidence] = {}
    for defaults in (set(), optional) if optional else (set(),):
        found = _until_stable(analysis, target, parameters, ids, statics, defaults)
        unattributed.update(((e.path, e.line, e.code), e) for e in found)
    finding.unattributed = list(unattributed.values())


def _until_stable(
    analysis: ModuleAnalysis,
    target: FunctionValue,
    parameters: list[_Parameter],
    ids: dict[str, _Parameter],
    statics: set[str],
    defaults: set[str],
) -> list[Evidence]:
    """Analyse `target` again while a new parameter is found static (JAX raises at the
    first place, and so does the engine: the rest of that path was not analysed); add
    each to `statics`, its evidence to its finding. The last analysis's evidence that no
    parameter explains is returned."""
    for _ in range(len(parameters) + 1):
        args = _arguments(target, parameters, statics, defaults)
        unattributed: list[Evidence] = []
        new: set[str] = set()
        for diagnostic in analysis.run(target, args):
            if diagnostic.code.name not in NEEDS_CONCRETE:
                continue
            evidence = _evidence(diagnostic, analysis.path)
            owner = ids.get(diagnostic.param) if diagnostic.param is not None else None
            if owner is None or owner.finding is None or owner.param.name in statics:
                unattributed.append(evidence)
                continue
            owner.finding.proposed = "static"
            owner.finding.evidence.append(evidence)
            new.add(owner.param.name)
        if not new:
            return unattributed
        statics |= new
    return []


def _parameters(
    arguments: list[Argument], kind: str, marks: Mapping[str, Mark], finding: FunctionFinding
) -> list[_Parameter]:
    """The parameters the analysis passes, and the findings they fill."""
    parameters: list[_Parameter] = []
    params = params_of(list(arguments))
    for index, (param, argument) in enumerate(zip(params, arguments, strict=True)):
        mark = marks.get(param.name)
        receiver = index == 0 and kind in ("method", "classmethod")
        initializer = argument.initializer
        never = mark == "never" or isinstance(initializer, StrExpr | BytesExpr)
        optional = isinstance(initializer, NameExpr) and initializer.name == "None"
        number = _is_number(initializer)
        own: ParamFinding | None = None
        if not receiver and not param.is_star:
            written: MarkName | None = None
            if mark == "static" or mark == "traced":
                written = mark
            own = ParamFinding(param.name, written, has_default=param.has_default)
            own.traceable = not never and not optional
            finding.params.append(own)
        parameters.append(_Parameter(param, mark, own, never, number, optional))
    return parameters


def _is_number(default: Expression | None) -> bool:
    """Whether a default is a Python number (`3`, `-1.0`, `True`)."""
    if isinstance(default, UnaryExpr):
        default = default.expr
    if isinstance(default, NameExpr):
        return default.name in ("True", "False")
    return isinstance(default, IntExpr | FloatExpr | ComplexExpr)


def _arguments(
    target: FunctionValue, parameters: list[_Parameter], statics: set[str], defaults: set[str]
) -> list[Arg]:
    """A receiver is unknown and passed first; every other parameter by keyword: traced,
    static (where found or written so), or left to its default (never traced, or named in
    `defaults`)."""
    args: list[Arg] = []
    for parameter in parameters:
        param = parameter.param
        if param.is_star:
            continue
        if parameter.finding is None:
            args.append(Arg(UNKNOWN, None, False, NOWHERE))
            continue
        if param.name in defaults:
            continue
        if parameter.never or param.name in statics:
            if not param.has_default:  # else its default
                value = UNKNOWN if parameter.never else STATIC_VALUE
                args.append(Arg(value, param.name, False, NOWHERE))
            continue
        origin = Origin(
            f'"{param.name}" is a parameter of "{target.name}", traced as jax.jit traces it',
            param=param_id(target, param.name),
        )
        array = parameter.number or parameter.written in ("array", "number")
        pytype = PyType.ARRAY if array else PyType.OTHER
        args.append(Arg(Value(Kind.TRACED, origin, pytype), param.name, False, NOWHERE))
    return args


def _own_static_args(target: FunctionValue, path: str) -> list[tuple[str, Evidence]]:
    """The parameters the function's own transformations make static (`static_argnames`
    of its `jax.jit`): a caller's traced argument there is rejected."""
    found: list[tuple[str, Evidence]] = []
    for transform in target.transforms:
        for param in params_of(list(target.node.arguments)):
            if param.is_star or not target.is_static(transform, param):
                continue
            message = f'"{param.name}" is a static argument of {transform.name}'
            found.append((param.name, Evidence(path, transform.line, "static-argnames", message)))
    return found


def _evidence(diagnostic: Diagnostic, home: str) -> Evidence:
    """Where a diagnostic's mistake is: its own line, or (for a report shown at a call into
    another module) the line it names."""
    if diagnostic.origin:
        path, _, line = diagnostic.origin.rpartition(":")
        prefix = f"{diagnostic.origin}: "
        message = diagnostic.message
        if message.startswith(prefix):
            message = message[len(prefix) :]
        return Evidence(path, int(line), diagnostic.code.name, message)
    return Evidence(home, diagnostic.line, diagnostic.code.name, diagnostic.message)
