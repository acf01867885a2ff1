"""Reports the engine produces, independent of how they reach the user."""

from __future__ import annotations

from dataclasses import dataclass, field

from jaxthink_typing.codes import Code


@dataclass
class Raises:
    """How many mistakes JAX raises on the engine has reported in this process, counted
    before any muting or deduplication: a statement that makes one ends its path (the
    lines after it do not run), and a call whose every path ends so ends its caller's."""

    count: int = 0


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
    caller: str = ""  # the function whose call reached `origin` (a report shown at a call)


@dataclass(eq=False)
class Sink:
    """Collects diagnostics once per (line, column, code); can be muted for a while."""

    diagnostics: list[Diagnostic] = field(default_factory=list)
    _seen: set[tuple[int, int, str, str]] = field(default_factory=set)
    muted: int = 0
    # The sinks of all modules one analysis entered: muting one mutes them all.
    peers: list[Sink] = field(default_factory=list)

    def add(self, diagnostic: Diagnostic) -> None:
        if self.silent():
            return
        # Notes (reveal_tracedness) may say different things for different calling contexts.
        text = diagnostic.message if diagnostic.severity == "note" else diagnostic.origin
        key = (diagnostic.line, diagnostic.column, diagnostic.code.name, text)
        if key not in self._seen:
            self._seen.add(key)
            self.diagnostics.append(diagnostic)

    def silent(self) -> bool:
        return self.muted > 0 or any(peer.muted > 0 for peer in self.peers)

    def sorted(self) -> list[Diagnostic]:
        return sorted(self.diagnostics, key=lambda d: (d.line, d.column, d.code.name))
