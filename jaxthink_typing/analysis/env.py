"""Environments: the value of each variable at a point of a function body."""

from __future__ import annotations

from mypy.nodes import SymbolNode

from jaxthink_typing.analysis.kinds import UNKNOWN, Value, join


class Writes:
    """How many times a module's scope (an `Env` without parent) was written, in this
    process: an analysis that writes one (`global x; x = ...`) is not summarised."""

    count = 0


WRITES = Writes()


class Trace:
    """A trace a body runs in: made at each transformation (a jitted function, a scan
    body, a checkpointed one) and shared by the helpers it calls; traces tell apart by
    identity. It keeps the transformations that made it and the trace around it."""

    __slots__ = ("outer", "specs")

    def __init__(self, specs: tuple[str, ...], outer: Trace | None) -> None:
        self.specs = specs  # their `Spec.key`s
        self.outer = outer

    def under(self, spec: str) -> bool:
        """Whether this trace, or one around it, was made by the transformation `spec`."""
        trace: Trace | None = self
        while trace is not None:
            if spec in trace.specs:
                return True
            trace = trace.outer
        return False


class Env:
    """Variables of one scope, with the enclosing scope as parent (closures)."""

    def __init__(
        self, parent: Env | None = None, traced: bool = False, trace: Trace | None = None
    ) -> None:
        self.parent = parent
        self.traced = traced  # the scope of a function body that runs under a trace
        # Which trace the body runs in. A tracer stored from one trace into a container of
        # a scope of another leaks.
        self.trace = trace
        self.values: dict[SymbolNode, Value] = {}

    def lookup(self, node: SymbolNode) -> Value | None:
        env: Env | None = self
        while env is not None:
            found = env.values.get(node)
            if found is not None:
                return found
            env = env.parent
        return None

    def set(self, node: SymbolNode, value: Value) -> None:
        if self.parent is None:
            WRITES.count += 1
        self.values[node] = value

    def owner(self, node: SymbolNode) -> Env | None:
        """The scope that binds `node`."""
        env: Env | None = self
        while env is not None:
            if node in env.values:
                return env
            env = env.parent
        return None

    def copy(self) -> Env:
        clone = Env(self.parent, self.traced, self.trace)
        clone.values = dict(self.values)
        return clone

    def replace_with(self, other: Env) -> None:
        self.values = dict(other.values)


def runs_outside(owner: Env, env: Env) -> bool:
    """Whether the scope `owner` runs outside the trace that `env` runs in: eagerly, or in
    another trace (a jitted function around a scan body)."""
    if not owner.traced:
        return True
    return not (owner.trace is env.trace or owner.trace is None)


def merge(envs: list[Env], base: Env) -> Env:
    """Join the branches that reach a point; a variable missing in one branch is unknown."""
    if not envs:
        return base.copy()
    if len(envs) == 1:
        return envs[0].copy()
    result = Env(base.parent, base.traced, base.trace)
    keys: set[SymbolNode] = set()
    for env in envs:
        keys.update(env.values)
    for key in keys:
        joined: Value | None = None
        for env in envs:
            value = env.values.get(key, UNKNOWN)
            joined = value if joined is None else join(joined, value)
        result.values[key] = joined if joined is not None else UNKNOWN
    return result
