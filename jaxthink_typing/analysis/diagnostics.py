"""Reports the engine produces, independent of how they reach the user."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Final

from jaxthink_typing.analysis.kinds import Origin
from jaxthink_typing.codes import Code


@dataclass
class Raises:
    """How many mistakes JAX raises on the engine has reported in this process, counted
    before any muting or deduplication: a statement that makes one ends its path (the
    lines after it do not run), and a call whose every path ends so ends its caller's."""

    count: int = 0
    # The count when the statement running began (None: no statement runs): a statement
    # that raised already makes no more reports (JAX never runs the rest of it: a slice
    # before a reshape).
    mark: int | None = None
    # Whether the path running has passed a mistake JAX raises on: the analysis goes on as
    # if it had been fixed, but what a fix would store is not known, so no leak is told.
    path_raised: bool = False

    def statement_raised(self) -> bool:
        """Whether the statement running has raised already."""
        return self.mark is not None and self.count > self.mark


RAISES = Raises()


@dataclass(frozen=True)
class Diagnostic:
    """One report: a short `message` (what is wrong), and `notes` (why the value is traced,
    the fix), which mypy prints as `note:` lines under it."""

    line: int
    column: int
    code: Code
    message: str
    severity: str = "error"  # or "note"
    origin: str = ""  # "path:line" in another module, for a report shown at a call
    notes: tuple[str, ...] = ()
    # The parameter at the root of the reported value's origin (`Origin.root_param`).
    param: str | None = None
    # Whether the fix it proposes is making that parameter static: a later report on a
    # value of the same parameter is then a consequence of this one (`drop_consequences`).
    static_root: bool = False
    # Made here, shown by another module's own check: a cause, never a report of this one.
    hidden: bool = False
    # The reported value itself (`Origin.source`): given again where JAX needs a static
    # value, it is the same mistake (`drop_consequences`).
    source: Origin | None = None


Key = tuple[int, int, str, str]

# How the specs' fixes (`Spec.static_fix`) propose making a parameter static.
_STATIC_FIXES = ("static with static_argnames=(", "as Static[...]")


def proposes_static(diagnostic: Diagnostic) -> bool:
    """Whether the diagnostic's notes propose making a parameter static."""
    return any(fix in note for note in diagnostic.notes for fix in _STATIC_FIXES)


# Codes whose repetition on one parameter's value is one mistake used again.
_REPEATS: Final = frozenset({"jax-traced-hash"})
# Codes whose fix makes the reported value static: one value reported twice, one mistake.
_STATIC_NEEDS: Final = frozenset({"jax-traced-shape", "jax-traced-slice", "jax-traced-index"})


@dataclass(eq=False)
class Sink:
    """Collects diagnostics once per (line, column, code); can be muted for a while.

    It also keeps which analyses made each diagnostic: an analysis of a function made
    without known arguments (where a transformed function is defined, or as called from
    an unknown place) is a guess, which an analysis of a call with known arguments
    supersedes (`drop_guesses`): a function only ever called with a str for a jitted
    parameter raises at the call, never in its body."""

    diagnostics: list[Diagnostic] = field(default_factory=list)
    _seen: set[Key] = field(default_factory=set)
    muted: int = 0
    # The sinks of all modules one analysis entered: muting one mutes them all.
    peers: list[Sink] = field(default_factory=list)
    # The functions whose analyses without known arguments are running, outermost first
    # (shared with the analysis: `Shared.guessing`).
    guessing: list[object] = field(default_factory=list)
    # The guesses that made each diagnostic; absent: an analysis with known arguments did.
    _guessed_by: dict[Key, set[object]] = field(default_factory=dict)
    # The keys each analysis in progress made, for the memo to replay (`recording`).
    recorders: list[set[Key]] = field(default_factory=list)
    # The keys whose diagnostic proposes making a parameter static (`proposes_static`).
    _static: set[Key] = field(default_factory=set)

    def add(self, diagnostic: Diagnostic) -> None:
        if self.silent():
            return
        # Notes (reveal_tracedness) may say different things for different calling contexts.
        text = diagnostic.message if diagnostic.severity == "note" else diagnostic.origin
        key = (diagnostic.line, diagnostic.column, diagnostic.code.name, text)
        new = key not in self._seen
        if new:
            self._seen.add(key)
            self.diagnostics.append(diagnostic)
            if proposes_static(diagnostic):
                self._static.add(key)
        elif key in self._static and not proposes_static(diagnostic):
            self._drop_static_fix(key, diagnostic)
        self.made(key, new)

    def _drop_static_fix(self, key: Key, made: Diagnostic) -> None:
        """An analysis made the report again without proposing to make the parameter
        static (its argument there is an array jit cannot hash): that fix is wrong for
        that call, so the report keeps the notes that leave it out."""
        self._static.discard(key)
        for index, stored in enumerate(self.diagnostics):
            text = stored.message if stored.severity == "note" else stored.origin
            if (stored.line, stored.column, stored.code.name, text) == key:
                self.diagnostics[index] = replace(stored, notes=made.notes, static_root=False)

    def made(self, key: Key, new: bool = False) -> None:
        """Note that the analysis running made `key` (again, where the memo replays it)."""
        for recorder in self.recorders:
            recorder.add(key)
        guessed = self._guessed_by.get(key)
        if not self.guessing:
            self._guessed_by.pop(key, None)
        elif new:
            self._guessed_by[key] = {self.guessing[0]}
        elif guessed is not None:
            guessed.add(self.guessing[0])

    def drop_guesses(self, called: set[object]) -> None:
        """Drop the diagnostics that only guesses made, of functions that were called with
        known arguments too."""
        kept = []
        for diagnostic in self.diagnostics:
            text = diagnostic.message if diagnostic.severity == "note" else diagnostic.origin
            key = (diagnostic.line, diagnostic.column, diagnostic.code.name, text)
            guessed = self._guessed_by.get(key)
            if guessed is None or not guessed <= called or diagnostic.code.name == "jax-reveal":
                kept.append(diagnostic)
        self.diagnostics = kept

    def drop_consequences(self) -> None:
        """Drop each report on a value of a parameter that an earlier report proposed to
        make static (that one fix removes them all, so they are one mistake, not several),
        and each later use of the same parameter's value as a key (`x in cache`, then
        `cache[x]`, then `cache[x] = v`: one cache keyed by a tracer, one mistake).
        Reports on values of other origins stay: each raises once the ones before it are
        fixed (the analysis goes on past a mistake as if it had been fixed)."""
        fixed: set[str] = set()
        seen: set[tuple[str, str]] = set()  # (parameter, code) reported already
        # (id of the value's origin, code) reported already: the value itself, not an equal
        # one (`x.argmax()` and `x.argmin()` have equal origins); each diagnostic keeps
        # its origin alive, so no id is reused here.
        sources: set[tuple[int, str]] = set()
        kept = []
        for diagnostic in self.diagnostics:
            param = diagnostic.param
            error = diagnostic.severity != "note"
            code = diagnostic.code.name
            if error and diagnostic.source is not None and code in _STATIC_NEEDS:
                if (id(diagnostic.source), code) in sources:
                    continue  # `num_classes` given twice as a size: making it static fixes both
                sources.add((id(diagnostic.source), code))
            if error and param is not None:
                same = (param, diagnostic.code.name)
                if param in fixed or (same in seen and diagnostic.code.name in _REPEATS):
                    continue
                seen.add(same)
                if diagnostic.static_root:
                    fixed.add(param)
            if not diagnostic.hidden:
                kept.append(diagnostic)
        self.diagnostics = kept

    def clear(self) -> None:
        """Forget every diagnostic made so far (the next analysis starts afresh)."""
        self.diagnostics = []
        self._seen.clear()
        self._static.clear()
        self._guessed_by.clear()

    def silent(self) -> bool:
        return self.muted > 0 or any(peer.muted > 0 for peer in self.peers)

    def sorted(self) -> list[Diagnostic]:
        return sorted(self.diagnostics, key=lambda d: (d.line, d.column, d.code.name))
