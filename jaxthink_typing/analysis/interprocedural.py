"""Calls between functions: each call analyses the callee's body with the kinds of its
arguments, memoised, with recursion and depth limits, into other modules of the program
too (one engine per module, sharing what one analysis knows)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Final

from mypy.nodes import (
    AssignmentStmt,
    CallExpr,
    Decorator,
    DictExpr,
    DictionaryComprehension,
    Expression,
    FuncDef,
    IndexExpr,
    LambdaExpr,
    ListComprehension,
    ListExpr,
    MemberExpr,
    MypyFile,
    NameExpr,
    Node,
    OverloadedFuncDef,
    RefExpr,
    ReturnStmt,
    SetComprehension,
    SetExpr,
    SymbolNode,
    TypeInfo,
    Var,
)

from jaxthink_typing import codes
from jaxthink_typing.analysis import (
    choices,
    custom_rules,
    handlers,
    held_calls,
    instances,
    late_leaks,
    probe,
    registries,
    reverse_mode,
    self_stores,
)
from jaxthink_typing.analysis import fullnames as fn
from jaxthink_typing.analysis.binding import apply_transforms, bind, eager_result
from jaxthink_typing.analysis.callables import Arg, FunctionValue, holds_class
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.custom_rules import NOWHERE, CustomRules, bwd_args, jvp_rule_args
from jaxthink_typing.analysis.definitions import Definitions
from jaxthink_typing.analysis.diagnostics import RAISES, Key, Sink
from jaxthink_typing.analysis.env import WRITES, Env, Trace
from jaxthink_typing.analysis.foreign import Crossing, Entry, ModuleLoader, RoutedSink
from jaxthink_typing.analysis.interpreter.frame import Frame
from jaxthink_typing.analysis.iteration import Iteration, function_body, iteration_key
from jaxthink_typing.analysis.kinds import STATIC, UNKNOWN, Kind, PyType, Value, join_all
from jaxthink_typing.analysis.late_leaks import LateLeak
from jaxthink_typing.analysis.memo_keys import FreeNames, analysis_key, callable_key
from jaxthink_typing.analysis.pytrees import is_equinox, is_pytree_class
from jaxthink_typing.analysis.rules import analysis_limit, recompile, static_arg, tracer_leak
from jaxthink_typing.analysis.signatures import parameter_marks, result_mark, signature_of
from jaxthink_typing.analysis.source import Source
from jaxthink_typing.analysis.specs.base import Spec, Transform
from jaxthink_typing.analysis.summaries import (
    Candidate,
    Summaries,
    Summary,
    Touched,
    summarisable,
)
from jaxthink_typing.analysis.transforms import Level, Param, params_of
from jaxthink_typing.analysis.walk import is_generator, refs_and_kinds

MAX_DEPTH = 24
# Bounds that keep the analysis proportional to the program (issue 42): a function already
# being analysed is entered at most once more (recursion whose arguments change at each
# level, with two recursive calls, made 2^depth analyses), and one definition is analysed
# with at most this many different argument kinds; past either the call is unknown.
MAX_REENTRY = 1
MAX_ANALYSES_PER_FUNCTION = 64
# What another module's name may be for `_foreign` (an overload: its implementation). A
# tuple, not a union in a local: a compiled engine (mypyc) reads such a local as unbound.
_FOREIGN_NODES: Final = (FuncDef, Decorator, Var, OverloadedFuncDef)


@dataclass
class Shared:
    """What the engines of one analysis share: memo, limits, rules, and the modules the
    analysis entered besides the one being checked."""

    loader: ModuleLoader | None
    home: Context | None = None  # the module being checked
    rules: CustomRules = field(default_factory=CustomRules)
    memo: dict[tuple[object, ...], Value] = field(default_factory=dict)
    active: set[tuple[object, ...]] = field(default_factory=set)
    # Keys hold a closure itself, not its id: a freed closure's id can be reused by the next
    # one, which would then pass for analysed.
    done_definitions: set[tuple[object, ...]] = field(default_factory=set)
    valid_configs: dict[tuple[object, ...], bool] = field(default_factory=dict)
    crossing: Crossing = field(default_factory=Crossing)
    engines: dict[str, Interprocedural | None] = field(default_factory=dict)
    by_env: dict[int, Interprocedural] = field(default_factory=dict)
    depth_noted: bool = False  # the depth limit is noted once per analysis
    # How many analyses of each definition (by id) are open, and how many were made.
    open_by_node: dict[int, int] = field(default_factory=dict)
    made_by_node: dict[int, int] = field(default_factory=dict)
    free_names: FreeNames = field(default_factory=dict)  # memo_keys.py
    worth_entering: dict[int, bool] = field(default_factory=dict)  # by id(def or lambda)
    generators: dict[int, bool] = field(default_factory=dict)  # by id(def): does it yield
    # The memo keys of analyses whose every path ends in a mistake JAX raises on.
    raising: set[tuple[object, ...]] = field(default_factory=set)
    # Whether a decorator of the program's own gives its function back, by its memo key.
    gives_back: dict[object, bool] = field(default_factory=dict)
    # What decorators registered in each container, by key (registries.py).
    registrations: dict[registries.Slot, dict[object, list[registries.Registration]]] = field(
        default_factory=dict
    )
    # The functions analysed without known arguments just now, outermost first (the home
    # sink's `guessing`), and those called with known arguments: their guesses go.
    guessing: list[object] = field(default_factory=list)
    called: set[object] = field(default_factory=set)
    # The attribute names the program sets to a literal or by a computed name (choices.py).
    set_by_program: frozenset[str] | None = None
    # The parameters every call passes, of a transformed function whose every call the
    # module holds (held_calls.py), by (id(def), transforms): its guess passes them too.
    held: dict[tuple[int, object], frozenset[str]] = field(default_factory=dict)
    held_index: dict[int, held_calls.HeldCalls] = field(default_factory=dict)  # by id(tree)
    # The diagnostic keys each memoised analysis made, replayed when the memo answers.
    recorded: dict[tuple[object, ...], set[Key]] = field(default_factory=dict)
    # The leaks JAX raises on when a trace ends that each analysis found (late_leaks.py).
    late: dict[tuple[object, ...], tuple[LateLeak, ...]] = field(default_factory=dict)
    # The run's analyses of other modules' functions (summaries.py), where kept, and
    # what each memoised analysis touched (a memo hit inside a summary touches it too).
    summaries: Summaries | None = None
    touched: dict[tuple[object, ...], Touched] = field(default_factory=dict)

    def entered(self, module: str) -> None:
        """The analysis asks for `module`'s engine (summaries.py: a reuse must too)."""
        if self.summaries is not None:
            self.summaries.entered(module)

    def spoil(self) -> None:
        """What the analyses open now do depends on the calls around them: none is kept."""
        if self.summaries is not None:
            self.summaries.spoil()

    def release(self) -> None:
        """Break the analysis's reference cycles once it is done (engines and their
        contexts, module values and closures, the memo), so that its objects are freed at
        once instead of by mypy's garbage collections, each of which would then be longer."""
        for engine in self.engines.values():
            if engine is not None:
                engine.ctx.module_env.values.clear()
                engine.ctx.other_trees = None
                engine.ctx.sink.peers = []
                engine.definitions.release()
        for table in (self.memo, self.engines, self.by_env, self.registrations, self.gives_back):
            table.clear()
        self.held.clear()
        self.held_index.clear()
        self.open_by_node.clear()
        self.made_by_node.clear()
        self.called.clear()
        self.recorded.clear()
        self.late.clear()
        self.touched.clear()
        self.set_by_program = None
        self.home = None


class Interprocedural:
    """The engine's `Functions` for one module: calls, definitions, and custom
    derivative rules."""

    def __init__(
        self, ctx: Context, loader: ModuleLoader | None = None, shared: Shared | None = None
    ) -> None:
        self.ctx = ctx
        self.shared = shared if shared is not None else Shared(loader, ctx)
        if shared is None:
            ctx.sink.guessing = self.shared.guessing
            self.shared.summaries = loader.summaries if loader is not None else None
        self.shared.engines.setdefault(ctx.tree.fullname, self)
        self.shared.by_env[id(ctx.module_env)] = self
        self.definitions = Definitions(ctx, self)
        if ctx.other_trees is None and self.shared.loader is not None:
            ctx.other_trees = self._parsed_tree
        self.loading = False  # running an entered module's top level for its globals
        self.rules = self.shared.rules
        self.memo = self.shared.memo
        self.active = self.shared.active
        self.done_definitions = self.shared.done_definitions
        self.valid_configs = self.shared.valid_configs

    # ------------------------------------------------------------ other modules

    def engine_for(self, module: str) -> Interprocedural | None:
        """The engine of `module`, which the loader parses on first use (None: not
        followed); its top level runs once, silently, for the values of its globals."""
        self.shared.entered(module)
        if module in self.shared.engines:
            return self.shared.engines[module]
        loaded = self.shared.loader.load(module) if self.shared.loader is not None else None
        if loaded is None:
            self.shared.engines[module] = None
            return None
        home = self.shared.engines[next(iter(self.shared.engines))]
        assert home is not None
        sink = RoutedSink(
            home=home.ctx.sink,
            module=loaded,
            crossing=self.shared.crossing,
            loader=self.shared.loader,
        )
        ctx = Context(
            loaded.tree, loaded.source, self.ctx.api, self.ctx.settings, sink, bodies=loaded.bodies
        )
        if not home.ctx.sink.peers:
            home.ctx.sink.peers.append(home.ctx.sink)
        sink.peers = home.ctx.sink.peers
        sink.peers.append(sink)
        engine = Interprocedural(ctx, shared=self.shared)
        sink.muted += 1
        engine.loading = True
        raised, written = RAISES.count, WRITES.count
        try:
            engine.definitions.module_frame().run_block(loaded.tree.defs)
        finally:
            sink.muted -= 1
            engine.loading = False
            RAISES.count = raised  # its own check's business, not the caller's
            WRITES.count = written  # the same in every analysis that enters it
        return engine

    def _parsed_tree(self, module: str) -> MypyFile | None:
        """Another module's tree with its bodies (its classes' pytree declarations)."""
        loader = self.shared.loader
        self.shared.entered(module)
        loaded = loader.load(module) if loader is not None else None
        return loaded.tree if loaded is not None else None

    def _owner(self, target: FunctionValue) -> Interprocedural:
        """The engine of the module that defines `target` (its closure's root scope)."""
        env = target.closure
        while env is not None and env.parent is not None:
            env = env.parent
        return self.shared.by_env.get(id(env), self) if env is not None else self

    def _foreign(self, node: SymbolNode, fullname: str) -> Value | None:
        """A function or module-level value of another module the loader follows, as that
        module sees it (its top level run: `step = jax.jit(f)`, a NumPy table)."""
        if self.shared.loader is None or not isinstance(node, _FOREIGN_NODES):
            return None
        module = node.fullname.rsplit(".", 1)[0]
        if module == self.ctx.tree.fullname or "." not in node.fullname:
            return None
        engine = self.engine_for(module)
        if engine is None:
            return None
        if isinstance(node, Var):
            # The plugin's parse binds module-level names to mypy's nodes: the same Var.
            value = engine.ctx.module_env.values.get(node)
            return value if value is not None and value != UNKNOWN else None
        own = engine.ctx.bodies.get(node.fullname)
        # A type says what a value is, not whether it is traced: only Static/Traced marks
        # are taken at their word; a body typed `jax.Array`, `float` or `-> int` is followed.
        if own is None or _declares_marks(own):
            return None  # a marked API is taken at its word, as in the module itself
        return engine.definitions.global_value(own, fullname)

    def decorate(self, decorator: FunctionValue, value: Value, frame: Frame) -> Value | None:
        """What the program's own `decorator` makes of the function `value`: the function
        itself (asked once per decorator: `@register("mlp")`, `@export`), or the function
        it returns (a wrapper that calls it), or None."""
        key = callable_key(decorator, self.shared.free_names)
        if self.shared.gives_back.get(key):
            return value
        raised = RAISES.count
        result = self.call(decorator, [Arg(value, None, False, NOWHERE)], None, frame)
        RAISES.count = raised  # it ran where the def is, not where the function is used
        self.shared.gives_back[key] = result.func is value.func
        if result.func is value.func:
            return value
        return result if isinstance(result.func, FunctionValue) else None

    def may_choose(self, key: Expression) -> bool:
        """Whether a lookup by `key`, which the engine cannot read, may be a choice of
        what the container holds (choices.py)."""
        return _may_choose(self.shared, key)

    def registered(self, slot: registries.Slot, key: object, holder: str | None) -> Value | None:
        """The function or class registered in `slot` under `key` (by the registry
        instance `holder`, where known), if exactly one; under a key not known
        (`registries.ANY_KEY`), a choice of the functions (choices.py)."""
        self.shared.spoil()  # what the checked module's imports register
        return _lookup(self, slot, key, holder)

    # ------------------------------------------------------------ Functions

    def evaluate_call(self, frame: Frame, expr: CallExpr) -> Value:
        return handlers.evaluate_call(frame, expr)

    def decorated(self, node: Decorator, env: Env, frame: Frame) -> Value:
        return self.definitions.decorated(node, env, frame)

    def global_value(self, node: SymbolNode, fullname: str) -> Value:
        foreign = self._foreign(node, fullname)
        return foreign if foreign is not None else self.definitions.global_value(node, fullname)

    def method_of(self, cls: TypeInfo, name: str) -> FunctionValue | None:
        definitions = _defining(self, cls, name)
        return definitions.method_of(cls, name) if definitions is not None else None

    def property_of(self, cls: TypeInfo, name: str) -> FunctionValue | None:
        return d.property_of(cls, name) if (d := _defining(self, cls, name)) else None

    def class_member(self, cls: TypeInfo, name: str) -> FunctionValue | None:
        """A static or class method read from its class (`Cls.name`)."""
        definitions = _defining(self, cls, name)
        return definitions.class_member(cls, name) if definitions is not None else None

    def module_frame_of(self, module: str, level: Level) -> Frame | None:
        """A frame at the top level of `module` (this one, or another the analysis
        follows), in its own engine; None if it is not followed."""
        engine = self if module == self.ctx.tree.fullname else self.engine_for(module)
        if engine is None:
            return None
        return Frame(engine.ctx, engine, engine.ctx.module_env, level, "<module>")

    def bound_call(self, instance: Value, name: str = "__call__") -> FunctionValue | None:
        return self.definitions.bound_call(instance, name)

    def self_method(self, callee: MemberExpr, frame: Frame) -> FunctionValue | None:
        return self.definitions.self_method(callee, frame)

    def register_jvp_rule(self, function: Value, rule: Value) -> None:
        self.shared.spoil()  # a rule the rest of the analysis sees
        self.rules.register_jvp(function, rule)

    def register_vjp_rules(self, function: Value, fwd: Value, bwd: Value) -> None:
        self.shared.spoil()
        self.rules.register_vjp(function, fwd, bwd)

    def analyse_definition(self, value: Value, frame: Frame) -> None:
        """Analyse a transformed function where it is defined, before any call."""
        target = value.func
        if not isinstance(target, FunctionValue) or not target.transforms:
            return
        if self.loading:
            return  # an entered module's own check analyses its definitions, not this one
        # Per closure: a factory's inner jitted function sees each call's closed-over values.
        key = (id(target.node), target.closure, target.transforms)
        if key in self.done_definitions:
            return
        self.done_definitions.add(key)
        held_calls.record(self.shared.held, self.shared.held_index, self.ctx, frame, target)
        raised = RAISES.count
        self.guess(target, frame)
        RAISES.count = raised  # defining it runs nothing

    def guess(self, target: FunctionValue, frame: Frame) -> None:
        """Analyse `target` as called from an unknown place: a guess, which an analysis of
        a call with known arguments supersedes (`Sink.drop_guesses`). A configuration JAX
        rejects where the function is transformed is no guess: checked first."""
        if target.transforms and not self._valid_config(target):
            return
        self.shared.guessing.append(target.node)
        try:
            self.call(target, None, None, frame)
        finally:
            self.shared.guessing.pop()

    def trace_body(
        self, target: FunctionValue, values: list[Value], frame: Frame, spec: Spec
    ) -> None:
        """A control-flow body (scan, cond, ...), whose parameters are traced, or a
        callback, which runs on the host (`values` say what each parameter receives)."""
        transform = Transform(spec, spec.level, -1)
        args = [Arg(v, None, False, NOWHERE) for v in values]
        body = FunctionValue(
            target.node,
            target.closure,
            (),
            target.bound,
            target.bound_names,
            bound_keywords=target.bound_keywords,
        )
        self._analyse(body, args, frame, spec.level, (transform,), body=True)

    def call(
        self,
        target: FunctionValue,
        args: list[Arg] | None,
        call: CallExpr | None,
        frame: Frame,
    ) -> Value:
        """Analyse `target` called with `args` (None: called from an unknown place)."""
        if args is not None and not self.shared.guessing and _telling(args):
            self.shared.called.add(target.node)
            if self.shared.summaries is not None:
                self.shared.summaries.called(target.node)  # a reuse adds it too
        if args is not None and frame.take_args_raised():
            return UNKNOWN  # an argument raised: the call is never made
        if RAISES.statement_raised():
            return UNKNOWN  # an earlier part of the statement raised: JAX never gets here
        if target.transforms and not self._valid_config(target):
            return UNKNOWN  # JAX rejects the configuration before tracing anything
        if args is not None and call is not None:
            if static_arg.rejects_call(self.ctx, target, args, call):
                return UNKNOWN  # JAX raises at the call, before tracing the body
            recompile.called(frame.ctx, frame.iteration, frame.statement, target, args, call)
        level = Level(max([frame.level, *(t.level for t in target.transforms)]))
        with (
            reverse_mode.entered(frame.ctx, target, call, self.rules),
            _entering(frame, target, call, level),
        ):
            result = self._analyse(target, args, frame, level, target.transforms, call=call)
            if args is not None and _closure_leaks(self, target, args, frame, level, call):
                return UNKNOWN  # a function JAX traces apart raises on a tracer it closes over
        if call is not None and target.transforms:
            static_arg.check_output(frame.ctx, target, result, call)
        vjp_rules = self.rules.vjp.get(id(target.node))
        traced = frame.level is Level.ABSTRACT and frame.differentiated
        if vjp_rules is not None and args is not None and traced:
            # Differentiated under a trace: JAX runs fwd on the arguments and traces bwd.
            fwd, bwd = vjp_rules
            given = bwd_args(target, bwd, args, self.call(fwd, args, None, frame))
            self._analyse(bwd, given, frame, Level.ABSTRACT, (), body=True)
        if any(t.spec.result == "error_and_value" for t in target.transforms):
            result = Value(Kind.UNKNOWN, pytype=PyType.SEQUENCE, items=(UNKNOWN, result))
        if target.transforms and frame.level is Level.EAGER:
            return eager_result(result)
        outer = target.transforms[-1].spec.result if target.transforms else "same"
        if outer not in ("same", "error_and_value"):
            # A gradient (or Jacobian) has the structure of the arguments, not of the result.
            gradient = _gradient(result)
            if outer == "value_and_gradient":
                return Value(Kind.UNKNOWN, pytype=PyType.SEQUENCE, items=(result, gradient))
            return gradient
        return result

    # --------------------------------------------------------------- analysis

    def _valid_config(self, target: FunctionValue) -> bool:
        key = (id(target.node), target.transforms)
        if key not in self.valid_configs:
            where = static_arg.configured_in(self.ctx, self._owner(target).ctx, target)
            self.valid_configs[key] = static_arg.check_config(where, target)
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
        owner = self._owner(target)
        params = params_of(list(node.arguments))
        passed = self.shared.held.get((id(node), transforms)) if args is None else None
        bound = bind(self.ctx, target, params, args, call, owner._default, passed)
        values = apply_transforms(self.ctx, target, params, bound, transforms, body, level)
        if (
            owner.ctx is not self.shared.home
            and level is Level.EAGER
            and _all_unknown(values)
            and not _worth_entering(owner, node)
        ):
            return UNKNOWN  # nothing of JAX's to follow into another module (and costly)
        differentiated = frame.differentiated or any(
            t.level is Level.DIFF and t.spec.runs_jvp_rules for t in transforms
        )
        staging = _stages(level, frame, transforms)
        iteration = _iteration(frame, node, level, args is not None and not body)
        flags = (owner.ctx.sink.silent(), staging, differentiated, iteration_key(iteration))
        key = analysis_key(node, target.closure, level, flags, values, self.shared.free_names)
        home = self.shared.home.sink if self.shared.home is not None else None
        if key in self.memo:
            return _replayed(self.shared, key, home, self.memo[key], len(self.active))
        shared = self.shared
        if key in self.active or _over_budget(shared, node):
            shared.spoil()
            return UNKNOWN  # recursion, or a budget spent: given up
        if len(self.active) >= MAX_DEPTH:
            shared.spoil()
            # A chain that repeats a function is recursion (its arguments changing at each
            # level), not a chain of closures: no note.
            recursive = len({active[0] for active in self.active}) < len(self.active)
            if not (self.shared.depth_noted or recursive) and self.ctx is self.shared.home:
                where = call if call is not None else node
                self.shared.depth_noted = analysis_limit.report_depth(
                    self.ctx, where, target.name, MAX_DEPTH
                )
            return UNKNOWN
        kept = _Summarising.of(self, key, target, owner, args, transforms, body, values)
        if kept is not None and kept.reused is not None:
            self.memo[key], shared.touched[key] = kept.reused
            return kept.reused[0]
        self.active.add(key)
        shared.open_by_node[id(node)] = shared.open_by_node.get(id(node), 0) + 1
        shared.made_by_node[id(node)] = shared.made_by_node.get(id(node), 0) + 1
        recorder: set[Key] = set()
        if home is not None:
            home.recorders.append(recorder)
        crossing = self.shared.crossing
        leaving = owner is not self and crossing.entry is None
        if leaving:
            left = call if call is not None else frame.statement
            line, column = (left.line, left.column) if left is not None else (1, 0)
            crossing.entry = Entry(line, column, frame.name, owner.ctx.tree.fullname)
        raised, written = RAISES.count, WRITES.count
        found = late_leaks.open_collector()
        if kept is not None:
            kept.begin(len(self.active), owner.ctx.tree.fullname)
        try:
            trace = _trace(transforms, frame.env.trace)
            env = Env(target.closure or owner.ctx.module_env, level is not Level.EAGER, trace)
            for param in node.arguments:
                env.set(param.variable, values.get(param.variable.name, UNKNOWN))
            inner = Frame(owner.ctx, owner, env, level, target.name, node)
            inner.differentiated = differentiated
            inner.staging = staging
            inner.iteration = iteration
            falls = inner.run_block(node.body.body)
            result = _returned(inner.returns)
            if isinstance(node, FuncDef) and _generator(shared, node):
                result = _iterator(inner.yields)
            rule = self.rules.jvp.get(id(node))
            if rule is not None and differentiated:
                primals = [values.get(p.name, UNKNOWN) for p in params]
                rule_args = jvp_rule_args(target, rule, primals, params, level)
                if rule_args is not None:
                    self._analyse(rule, rule_args, frame, level, (), body=True)
        finally:
            self.shared.late[key] = late_leaks.close_collector(found)
            if kept is not None:
                kept.end()
            self.active.discard(key)
            shared.open_by_node[id(node)] -= 1
            if leaving:
                crossing.entry = None
            if home is not None:
                home.recorders.pop()  # analyses nest: the last one opened is this one's
                self.shared.recorded[key] = recorder
        # The call raises when the body does on every path; one raise in a branch is the
        # body's own business.
        if kept is not None:
            clean = RAISES.count == raised and WRITES.count == written and not recorder
            shared.touched[key] = kept.finish(clean and not shared.late[key], result, values)
        always = RAISES.count != raised and not falls and not inner.returns
        RAISES.count = raised + 1 if always else raised
        if always:
            self.shared.raising.add(key)
        self.memo[key] = result
        return result

    def _default(self, target: FunctionValue, param: Param) -> Value:
        """A parameter's default, evaluated at module scope (`cfg=Config()`); never a tracer."""
        for argument in target.node.arguments:
            if argument.variable.name == param.name and argument.initializer is not None:
                frame = Frame(self.ctx, self, self.ctx.module_env, Level.EAGER, "<default>")
                value = frame.eval(argument.initializer)
                return UNKNOWN if value.is_tracer else value
        return UNKNOWN


def _lookup(
    engine: Interprocedural, slot: registries.Slot, key: object, holder: str | None
) -> Value | None:
    shared = engine.shared
    known = shared.registrations.get(slot)
    if known is None:
        known = shared.registrations[slot] = _registrations(shared, slot)
    by_key = {k: [r for r in rs if registries.held_by(r, holder)] for k, rs in known.items()}
    if key is not registries.ANY_KEY:
        return _registered(engine, by_key.get(key, []))
    found = [rs for rs in by_key.values() if rs]
    options = (_registered(engine, rs) for rs in found)
    return choices.choice(options, (rs[0].holder for rs in found))


def _registered(engine: Interprocedural, found: list[registries.Registration]) -> Value | None:
    """The value of the one def or class `found` holds, in its module's engine."""
    if len({r.node.fullname for r in found}) != 1:
        return None
    definition = found[0].node
    # In the engine of its module (the one being checked, maybe), as its own name.
    owner = engine.engine_for(definition.fullname.rpartition(".")[0])
    if owner is None:
        return None
    own = owner.ctx.bodies.get(definition.fullname, definition)
    value = owner.definitions.global_value(own, definition.fullname)
    return value if isinstance(value.func, FunctionValue) or holds_class(value) else None


def _may_choose(shared: Shared, key: Expression) -> bool:
    """Not where the key's caller picks it (choices.allowed), nor where it is an attribute
    the program sets to a literal, or sets by a computed name, anywhere the checked module
    imports: `cfg.loss = "clipped"` after a default of "masked" (the engine cannot tell
    which store the run reads, and the program picked one itself)."""
    if not choices.allowed(key, shared.guessing):
        return False
    name = choices.attribute_name(key)
    if name is None:
        return True
    shared.spoil()  # what the checked module's imports store
    if shared.set_by_program is None:
        texts = (source for _, source in _program(shared).values())
        shared.set_by_program = frozenset(
            found for source in texts for found in self_stores.set_by_literal(source)
        )
    return name not in shared.set_by_program and self_stores.ANY not in shared.set_by_program


def _program(shared: Shared) -> dict[str, tuple[MypyFile, Source]]:
    """The checked module and those it imports, directly or not, as the plugin parsed
    them: those mypy has analysed before it, whatever the run."""
    home = shared.home
    loader = shared.loader
    assert home is not None
    found = {home.tree.fullname: (home.tree, home.source)}
    waiting = list(registries.imported(home.tree))
    while waiting and loader is not None:
        module = waiting.pop()
        if module in found:
            continue
        loaded = loader.load(module)
        if loaded is not None:
            found[module] = (loaded.tree, loaded.source)
            waiting.extend(registries.imported(loaded.tree))
    return found


def _registrations(
    shared: Shared, slot: registries.Slot
) -> dict[object, list[registries.Registration]]:
    """What the modules the checked one imports (directly or not) register in `slot`."""
    trees = {module: tree for module, (tree, _) in _program(shared).items()}
    tree = trees.get(slot.module)
    made_by = registries.factories(tree, slot) if tree is not None else []
    stored_by = registries.storers(tree, slot) if tree is not None else []
    return registries.registrations(trees.values(), made_by, slot, stored_by)


class _Summarising:
    """One analysis's part in the run's summaries (summaries.py): looked up first (a
    reuse), else followed as a candidate (what it touches, for a summary of its own or
    for the memo entries reused inside one), and kept if it stays pure."""

    def __init__(self, run: Summaries, key: tuple[object, ...] | None, own: bool) -> None:
        self.run = run
        self.key = key
        self.own = own  # the checked module's own function: its tree is mypy's
        self.reused: tuple[Value, Touched] | None = None
        self.candidate: Candidate | None = None
        self.touched: Touched | None = None

    @staticmethod
    def of(
        engine: Interprocedural,
        key: tuple[object, ...],
        target: FunctionValue,
        owner: Interprocedural,
        args: list[Arg] | None,
        transforms: tuple[Transform, ...],
        body: bool,
        values: dict[str, Value],
    ) -> _Summarising | None:
        """None where the run keeps no summaries."""
        shared = engine.shared
        run = shared.summaries
        if run is None:
            return None
        own = owner.ctx is shared.home
        made = _Summarising(run, None, own)
        if own:
            run.spoil()
        elif args is not None and target.closure is owner.ctx.module_env:
            made.key = _summary_key(engine, key, target.node, owner, transforms, body, values)
        kept = run.known.get(made.key) if made.key is not None else None
        if kept is not None:
            result = _reuse(engine, run, kept, values)
            if result is not None:
                made.reused = (result, kept.touched)
                return made
        run.analysing(target.node, len(engine.active))
        return made

    def begin(self, depth: int, module: str) -> None:
        self.candidate = self.run.begin(depth, module)
        self.candidate.pure = not self.own

    def end(self) -> None:
        if self.candidate is not None:
            self.touched = self.run.end(self.candidate)

    def finish(self, pure: bool, result: Value, values: dict[str, Value]) -> Touched:
        """What the analysis touched, for the memo; kept as a summary where it may be."""
        assert self.touched is not None
        touched = replace(self.touched, pure=self.touched.pure and pure)
        if not pure:
            self.run.spoil()  # what made it impure is the callers' too
        elif self.key is not None:
            self.run.keep(self.key, touched, result, values)
        return touched


def _summary_key(
    engine: Interprocedural,
    key: tuple[object, ...],
    node: FuncDef | LambdaExpr,
    owner: Interprocedural,
    transforms: tuple[Transform, ...],
    body: bool,
    values: dict[str, Value],
) -> tuple[object, ...] | None:
    """The run-wide key of analysing another module's function (summaries.py), or None
    where the analysis is not one to keep."""
    if probe.enabled() or reverse_mode.active() or instances.constructing():
        return None  # what the calls around it are doing decides what it finds
    if not summarisable(values):
        return None
    context = (
        RAISES.path_raised,
        late_leaks.checking(),
        bool(engine.shared.guessing),
        tuple(reverse_mode.differentiated(value) for value in values.values()),
    )
    return (node, owner.ctx.tree.fullname, key[2:], transforms, body, context)


def _reuse(
    engine: Interprocedural, run: Summaries, kept: Summary, values: dict[str, Value]
) -> Value | None:
    """A kept summary's result for this call, where the calls around it allow it."""
    home = engine.shared.home
    if home is None or home.tree.fullname in kept.touched.modules:
        return None
    if len(engine.active) + kept.touched.depth >= MAX_DEPTH:
        return None  # the depth limit would cut it here
    open_nodes = {active[0] for active in engine.active}
    if not open_nodes.isdisjoint(kept.touched.nodes):
        return None  # a recursion would cut it here
    loader = engine.shared.loader
    generation = run.generation
    for module in kept.touched.modules:  # the checked module's follow record names them
        if loader is not None:
            loader.load(module)
    if run.generation != generation:
        return None  # one of them changed
    result = run.reuse(kept, values, len(engine.active))
    if result is not None:
        engine.shared.called.update(kept.touched.called)
    return result


def _defining(engine: Interprocedural, cls: TypeInfo, name: str) -> Definitions | None:
    """The definitions of the module that defines `cls.name` (a base class's, maybe)."""
    found = cls.get_method(name)
    func = found.func if isinstance(found, Decorator) else found
    module = func.info.module_name if isinstance(func, FuncDef) else cls.module_name
    if module == engine.ctx.tree.fullname or engine.shared.loader is None:
        return engine.definitions
    other = engine.engine_for(module)
    return other.definitions if other is not None else None


def _gradient(result: Value) -> Value:
    """A gradient's kind: the loss's (with `has_aux` the function returns (loss, aux))."""
    loss = result.items[0] if not result.is_tracer and result.items else result
    return Value(loss.kind, loss.origin) if loss.is_tracer else UNKNOWN


def _replayed(
    shared: Shared, key: tuple[object, ...], home: Sink | None, result: Value, depth: int
) -> Value:
    """A memoised analysis's `result`, with what it did made again by this call: its raise,
    its reports, the leaks JAX raises on when its trace ends, and (for the summaries being
    made around it) what it touched."""
    if key in shared.raising:
        RAISES.count += 1  # the call raises, as it did when analysed
    if home is not None:
        for made in shared.recorded.get(key, ()):
            if not (late_leaks.checking() and made[2] == codes.TRACER_LEAK.name):
                home.made(made)  # what it reported, made by this call too
    late_leaks.replay(shared.late.get(key, ()))
    touched = shared.touched.get(key)
    if shared.summaries is not None and touched is not None:
        shared.summaries.touch(touched, depth)
    return result


def _over_budget(shared: Shared, node: FuncDef | LambdaExpr) -> bool:
    """Recursion whose arguments change at each level (the function is open already
    `MAX_REENTRY` times more), or a definition analysed `MAX_ANALYSES_PER_FUNCTION` times."""
    return (
        shared.open_by_node.get(id(node), 0) > MAX_REENTRY
        or shared.made_by_node.get(id(node), 0) >= MAX_ANALYSES_PER_FUNCTION
    )


def _iterator(yields: list[Value]) -> Value:
    """What calling a generator gives: an iterator of what its body yields."""
    yielded = join_all(yields) if yields else UNKNOWN
    return Value(Kind.UNKNOWN, pytype=PyType.SEQUENCE, elem=yielded)


def _closure_leaks(
    engine: Interprocedural,
    target: FunctionValue,
    args: list[Arg],
    frame: Frame,
    level: Level,
    call: CallExpr | None,
) -> bool:
    """Whether a function that JAX traces apart from the trace around it raises at once on
    a tracer it closes over: a `lax.composite`'s, or a custom rule where the call is
    differentiated (custom_rules.closure_leaks)."""
    ctx = engine._owner(target).ctx
    if call is not None and tracer_leak.check_isolated(frame.ctx, target, args, call):
        return True
    differentiated = frame.differentiated or any(
        t.level is Level.DIFF and t.spec.runs_jvp_rules for t in target.transforms
    )
    if not differentiated:
        return False
    return custom_rules.closure_leaks(ctx, engine.rules, target, args, frame.func, level)


def _generator(shared: Shared, node: FuncDef) -> bool:
    """`walk.is_generator`, once per definition and analysis (a walk of the body)."""
    known = shared.generators.get(id(node))
    if known is None:
        known = shared.generators[id(node)] = is_generator(node)
    return known


def _worth_entering(engine: Interprocedural, node: FuncDef | LambdaExpr) -> bool:
    """Whether a body defines a function or names a transformation or a partial, builds
    a model, a training state or an optax optimizer, yields (a data loader), or returns
    what a jax operation makes: a factory (`make_step(optimizer)` returning a jitted closure,
    `create_train_state(cfg, model, rng)` returning a TrainState, `batches(x, y)` yielding
    arrays, `make_mask(n)` returning `jnp.array(...)`) is worth following even when
    nothing is known of its arguments: what it returns is."""
    known = engine.shared.worth_entering.get(id(node))
    if known is None:
        refs, found = refs_and_kinds(node.body, _ENTERING_SYNTAX)
        settings = engine.ctx.settings
        generator = isinstance(node, FuncDef) and _generator(engine.shared, node)  # a data loader
        known = (
            any(isinstance(f, FuncDef | Decorator | LambdaExpr) for f in found)
            or any(isinstance(f, ReturnStmt) and _made(f.expr) for f in found)
            or any(_looked_up(_given(f)) for f in found)
            or _makes_classes(engine, found)
            or generator
            or any(
                r.fullname == fn.PARTIAL
                or settings.spec_for(r.fullname) is not None
                or (isinstance(r.node, TypeInfo) and _builds_jax_object(engine, r.node))
                for r in refs
                if r.fullname
            )
            or any(_optax_name(engine, r) for r in refs)
        )
        engine.shared.worth_entering[id(node)] = known
    return known


def _optax_name(engine: Interprocedural, ref: RefExpr) -> bool:
    """A name of optax (untyped, mypy binds it to `Any`; or typed, should a release
    ship its types): a body that uses it builds an optimizer, which may keep the
    program's schedules and update functions."""
    if ref.fullname.split(".", 1)[0] == "optax":
        return True
    if not isinstance(ref, NameExpr) or not isinstance(ref.node, Var):
        return False
    if not ref.node.is_suppressed_import:
        return False
    imported = engine.ctx.untyped_import(ref.name)
    return imported is not None and imported.split(".")[0] == "optax"


def _made(expr: Expression | None) -> bool:
    """`jnp.array(...)`, `jax.random.normal(...)`: a jax operation's array, an array
    whatever its arguments are (traced or not); `{int(c): w for ...}`: a dict (a list, a
    set) whatever its items are, unhashable as a static argument."""
    if isinstance(expr, _CONTAINER_DISPLAYS):
        return True
    if not isinstance(expr, CallExpr) or not isinstance(expr.callee, RefExpr):
        return False
    return expr.callee.fullname.startswith(_ARRAY_MAKERS)


def _makes_classes(engine: Interprocedural, found: list[Node]) -> bool:
    """A builder: returns that construct two or more classes of the program (each a
    path the configuration may take: choices.returned)."""
    made = set()
    for node in found:
        if isinstance(node, ReturnStmt) and isinstance(node.expr, CallExpr):
            callee = node.expr.callee
            if isinstance(callee, RefExpr) and isinstance(callee.node, TypeInfo):
                made.add(callee.node)
    program = [c for c in made if engine.ctx.tree_for(c.module_name) is not None]
    return len(program) > 1


def _given(node: Node) -> Expression | None:
    """What a return statement returns, or an assignment assigns."""
    if isinstance(node, ReturnStmt):
        return node.expr
    return node.rvalue if isinstance(node, AssignmentStmt) else None


def _looked_up(expr: Expression | None) -> bool:
    """`ENVS[name](**kwargs)`, `LOSSES[name]`, `LOSSES.get(name)`, `getattr(module,
    name)`: an item of a module-level table (a registry's function or class, choices.py)
    or a module's function, or what it makes."""
    if isinstance(expr, CallExpr):
        callee = expr.callee
        if isinstance(callee, MemberExpr) and callee.name == "get":
            return registries.holder(callee.expr) is not None
        if isinstance(callee, RefExpr) and callee.fullname == "builtins.getattr":
            return (
                bool(expr.args)
                and isinstance(expr.args[0], RefExpr)
                and isinstance(expr.args[0].node, MypyFile)
            )  # `getattr(objectives, name)`
        expr = callee
    return isinstance(expr, IndexExpr) and registries.holder(expr.base) is not None


def _returned(returns: list[Value]) -> Value:
    """What a body returns: its returns joined, or a choice of the program's objects
    where its paths make instances of different classes (choices.returned)."""
    if not returns:
        return STATIC
    return choices.returned(returns) or join_all(returns)


def _builds_jax_object(engine: Interprocedural, cls: TypeInfo) -> bool:
    """A class whose instances a transformed function is given whole: a flax TrainState,
    a linen or nnx Module, an equinox Module, a pytree class (`HParams(**cfg)` of a
    `flax.struct.dataclass`: which fields jit traces is the class's word)."""
    return (
        cls.has_base(fn.TRAIN_STATE)
        or cls.has_base(fn.LINEN_MODULE)
        or cls.has_base(fn.NNX_MODULE)
        or is_equinox(cls)
        or is_pytree_class(cls, engine.ctx.tree_for(cls.module_name))
    )


@contextmanager
def _entering(
    frame: Frame, target: FunctionValue, call: CallExpr | None, level: Level
) -> Iterator[None]:
    """A call from eager code into a trace: the leaks JAX finds only when that trace ends
    (late_leaks.py) are reported at the call."""
    if frame.level is not Level.EAGER or level is Level.EAGER or call is None:
        yield
        return
    checked = frame.checking_leaks
    with late_leaks.entering(checked), late_leaks.collecting() as late:
        yield
    staging = None  # a jit-like transformation around every differentiation of the target
    for transform in target.transforms:  # innermost first
        if transform.spec.raises_late:
            staging = transform.spec.shown
        elif transform.level is Level.DIFF:
            staging = None  # grad(jit(f)): measured, JAX raises TypeError instead
    tracer_leak.report_late(frame.ctx, call, late, checked, staging)


def _iteration(
    frame: Frame, node: FuncDef | LambdaExpr, level: Level, called: bool
) -> Iteration | None:
    """What the callee's frame knows of loops: it runs eagerly, reached from the module's
    top level (called with known arguments from such a frame), and on every pass of the
    caller's loop when the call runs on every pass."""
    outer = frame.iteration
    if outer is None or level is not Level.EAGER or not called:
        return None
    scope = outer.scope()
    step = None
    if scope is not None and scope.runs_every_pass(frame.statement):
        step = function_body(node, scope.line)
    return Iteration(node.body.body, step)


def _declares_marks(definition: FuncDef | Decorator) -> bool:
    """Whether a function's signature says Static[...] or Traced[...] anywhere."""
    func = definition.func if isinstance(definition, Decorator) else definition
    signature = signature_of(func)
    marks = list(parameter_marks(signature).values())
    return any(m in ("static", "traced") for m in (*marks, result_mark(signature)))


def _telling(args: list[Arg]) -> bool:
    """Whether a call's arguments say more than an unknown place would (a call that passes
    `*sys.argv[1:]` or only unknown values supersedes no guess: the guess keeps defaults)."""
    if any(a.star and a.value.items is None and a.value.entries is None for a in args):
        return False
    return not args or not _all_unknown({str(i): a.value for i, a in enumerate(args)})


def _trace(transforms: tuple[Transform, ...], outer: Trace | None) -> Trace | None:
    """The trace a body runs in: a new one under transformations, else its caller's."""
    return Trace(tuple(t.spec.key for t in transforms), outer) if transforms else outer


def _stages(level: Level, frame: Frame, transforms: tuple[Transform, ...]) -> bool:
    """Whether the JAX operations of a body give tracers even from constants: at the
    abstract level, under a caller that stages them or a transformation that does (jit,
    scan's body; not vmap alone)."""
    if level is not Level.ABSTRACT:
        return False
    return frame.staging or any(t.spec.stages for t in transforms)


def _all_unknown(values: dict[str, Value]) -> bool:
    """Whether a call passes only values the engine knows nothing of (as when a function
    is analysed as called from an unknown place)."""
    return bool(values) and all(
        v.kind is Kind.UNKNOWN
        and v.items is None
        and v.elem is None
        and v.func is None
        and v.cls is None
        and not v.fields
        for v in values.values()
    )


_ENTERING_SYNTAX: frozenset[type] = frozenset(
    (FuncDef, Decorator, LambdaExpr, ReturnStmt, AssignmentStmt)
)
_ARRAY_MAKERS = ("jax.numpy.", "jax.random.", "jax.nn.")
_CONTAINER_DISPLAYS = (
    DictExpr,
    DictionaryComprehension,
    ListExpr,
    ListComprehension,
    SetExpr,
    SetComprehension,
)
