"""Analyses of other modules' functions, kept for the whole run and reused by every module
that calls them (issue 42).

Each module's check follows calls into the modules it imports, and those into theirs: in a
project of chains of jitted steps, every module traced the steps behind it afresh (800
modules made 61,600 analyses). An analysis of a module-level function of another module,
called with known arguments, is kept as a `Summary` when nothing of it belongs to the
module being checked:

- it made no report, raised nothing, found no leak, and wrote no module global;
- it entered neither the module being checked nor anything that module alone decides
  (a registry of its decorators, a custom derivative rule it registers);
- no recursion, depth or budget limit cut it (those depend on the calls around it);
- no argument or result is a function (a callback, whose body may be the caller's).

Such an analysis gives the same result from any caller with the same argument kinds, up
to the reasons (`Origin`) its values carry, which name the caller's arguments: a summary
keeps the arguments it was made with, and a reuse puts the new arguments' reasons where
the old ones stood (`_Rebase`). It also says what the analysis touched (`Touched`): the
modules it entered (the caller's follow record must name them) and the definitions it
analysed (a reuse inside a recursion on one of them would have been cut). Every analysis
keeps that for the module's memo too, so that a memo entry reused inside a summary's
analysis adds what it touched to the summary.

One store per process (the plugin's), emptied whenever a followed module is parsed again.
The daemon keeps none: its runs outlive edits that mypy applies to trees in place.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from mypy.nodes import FuncDef, LambdaExpr

from jaxthink_typing.analysis.kinds import Origin, Value

# How deep argument structure is compared when reasons are moved (as the memo's keys).
_DEPTH = 3


@dataclass(frozen=True)
class Touched:
    """What one analysis depended on: a reuse of it (a summary, or the memo of one
    module's analysis) touches it all again."""

    modules: frozenset[str]  # the modules whose engines it asked for
    nodes: frozenset[int]  # id() of each definition it analysed
    called: frozenset[object]  # the definitions it called with known arguments
    depth: int  # how many levels of analyses it opened below its own
    pure: bool  # nothing of it depended on the calls around it


@dataclass(frozen=True)
class Summary:
    """What one analysis gave, and what it depended on."""

    result: Value
    params: tuple[tuple[str, Value], ...]  # the parameter values it was made with
    touched: Touched


class Candidate:
    """An analysis being made (one that may become a summary, or whose memo entry may be
    reused inside one): what it has touched so far."""

    __slots__ = ("called", "depth", "modules", "nodes", "pure", "start")

    def __init__(self, start: int, module: str) -> None:
        self.start = start
        self.pure = True
        self.modules: set[str] = {module}
        self.nodes: set[int] = set()
        self.called: set[object] = set()
        self.depth = 0

    def touched(self) -> Touched:
        return Touched(
            frozenset(self.modules),
            frozenset(self.nodes),
            frozenset(self.called),
            self.depth,
            self.pure,
        )


class Summaries:
    """The run's summaries, and the analyses now open that may become ones."""

    def __init__(self) -> None:
        self.known: dict[tuple[object, ...], Summary] = {}
        self.open: list[Candidate] = []
        self.generation = 0  # counts `forget`s: a reuse that saw one is abandoned

    def forget(self) -> None:
        """A followed module changed: every summary may depend on it."""
        self.known.clear()
        self.generation += 1

    # ------------------------------------------------------------ what analyses touch

    def entered(self, module: str) -> None:
        for candidate in self.open:
            candidate.modules.add(module)

    def analysing(self, node: FuncDef | LambdaExpr, depth: int) -> None:
        for candidate in self.open:
            candidate.nodes.add(id(node))
            candidate.depth = max(candidate.depth, depth - candidate.start + 1)

    def called(self, node: object) -> None:
        for candidate in self.open:
            candidate.called.add(node)

    def spoil(self) -> None:
        """Something the open analyses did depends on where they were called from."""
        for candidate in self.open:
            candidate.pure = False

    def touch(self, touched: Touched, depth: int) -> None:
        """An analysis reused at `depth` (its summary, or a memo entry): the analyses
        around it touched all it did."""
        for candidate in self.open:
            candidate.modules.update(touched.modules)
            candidate.nodes.update(touched.nodes)
            candidate.called.update(touched.called)
            candidate.depth = max(candidate.depth, depth - candidate.start + 1 + touched.depth)
            candidate.pure = candidate.pure and touched.pure

    # ------------------------------------------------------------ making and reusing

    def begin(self, depth: int, module: str) -> Candidate:
        candidate = Candidate(depth, module)
        self.open.append(candidate)
        return candidate

    def end(self, candidate: Candidate) -> Touched:
        self.open.remove(candidate)
        return candidate.touched()

    def keep(
        self, key: tuple[object, ...], touched: Touched, result: Value, params: dict[str, Value]
    ) -> None:
        """Keep a finished analysis that stayed pure and gives no function."""
        if touched.pure and not _has_function(result, _DEPTH + 1):
            self.known[key] = Summary(result, tuple(params.items()), touched)

    def reuse(self, summary: Summary, params: dict[str, Value], depth: int) -> Value | None:
        """The summary's result for a call with `params` (the same kinds as its own), its
        reasons moved onto theirs; None where they do not line up one to one."""
        rebase = _Rebase()
        for name, old in summary.params:
            new = params.get(name)
            if new is None or not rebase.pair(old, new, _DEPTH):
                return None
        result = rebase.value(summary.result)
        self.touch(summary.touched, depth)
        return result


def summarisable(values: dict[str, Value]) -> bool:
    """Whether an analysis with these parameter values may be summarised: no function
    among them (a callback's body may be the caller's; its key names its def only)."""
    return not any(_has_function(value, _DEPTH + 1) for value in values.values())


def _has_function(value: Value, depth: int) -> bool:
    if value.func is not None:
        return True
    if depth <= 0:
        return value.items is not None or value.entries is not None or bool(value.fields)
    inner: list[Value] = list(value.items or ())
    inner.extend(v for _, v in value.entries or ())
    inner.extend(v for _, v in value.fields)
    if value.elem is not None:
        inner.append(value.elem)
    return any(_has_function(v, depth - 1) for v in inner)


class _Rebase:
    """Moves the reasons of a summary's values from its own arguments to another call's."""

    def __init__(self) -> None:
        self.moved: dict[int, Origin | None] = {}  # id(old origin) -> the new one
        self._origins: dict[int, Origin | None] = {}
        self._values: dict[int, Value] = {}

    def pair(self, old: Value, new: Value, depth: int) -> bool:
        """Line `new` up with `old`; False where one old reason would become two."""
        if old is new:
            return True
        if old.origin is not None and old.origin is not new.origin:
            known = self.moved.get(id(old.origin), new.origin)
            if known is not new.origin:
                return False
            self.moved[id(old.origin)] = new.origin
        if depth <= 0:
            return True
        pairs: list[tuple[Value, Value]] = []
        if old.items is not None and new.items is not None:
            if len(old.items) != len(new.items):
                return False
            pairs.extend(zip(old.items, new.items, strict=True))
        if old.elem is not None and new.elem is not None:
            pairs.append((old.elem, new.elem))
        for (old_name, old_field), (new_name, new_field) in zip(
            old.fields, new.fields, strict=False
        ):
            if old_name == new_name:
                pairs.append((old_field, new_field))
        for (old_key, old_entry), (new_key, new_entry) in zip(
            old.entries or (), new.entries or (), strict=False
        ):
            if old_key == new_key:
                pairs.append((old_entry, new_entry))
        return all(self.pair(a, b, depth - 1) for a, b in pairs)

    def origin(self, origin: Origin | None) -> Origin | None:
        """`origin` with the first old argument's reason in its chain replaced."""
        if origin is None or not self.moved:
            return origin
        chain: list[Origin] = []
        node: Origin | None = origin
        while node is not None and id(node) not in self.moved and id(node) not in self._origins:
            chain.append(node)
            node = node.parent
        if node is None:
            below: Origin | None = None
            changed = False
        else:
            below = self.moved[id(node)] if id(node) in self.moved else self._origins[id(node)]
            changed = below is not node
        for step in reversed(chain):
            made = replace(step, parent=below) if changed else step
            self._origins[id(step)] = made
            below = made
        return below

    def value(self, value: Value) -> Value:
        """`value` with every reason in it rebased (shared parts rebased once)."""
        done = self._values.get(id(value))
        if done is not None:
            return done
        origin = self.origin(value.origin)
        items = tuple(self.value(v) for v in value.items) if value.items is not None else None
        elem = self.value(value.elem) if value.elem is not None else None
        fields = tuple((name, self.value(v)) for name, v in value.fields)
        entries = (
            tuple((k, self.value(v)) for k, v in value.entries)
            if value.entries is not None
            else None
        )
        same = (
            origin is value.origin
            and elem is value.elem
            and _same(items, value.items)
            and _same(tuple(v for _, v in fields), tuple(v for _, v in value.fields))
            and _same(tuple(v for _, v in entries or ()), tuple(v for _, v in value.entries or ()))
        )
        made = value
        if not same:
            made = Value(
                value.kind,
                origin,
                value.pytype,
                items,
                elem,
                value.func,
                value.cls,
                value.const,
                value.leaves,
                fields,
                entries,
                value.local,
            )
        self._values[id(value)] = made
        return made


def _same(a: tuple[Value, ...] | None, b: tuple[Value, ...] | None) -> bool:
    if a is None or b is None:
        return a is b
    return all(x is y for x, y in zip(a, b, strict=True))
