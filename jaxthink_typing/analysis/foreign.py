"""Other modules of the program: how the engine gets their bodies, and where the reports
made in them go.

JAX traces through a call into another module as through any call, so the engine follows
it. mypy files each error under the module it is checking, so a report made in another
module's body is shown at the call that reached it, in the module being checked, and names
the line where JAX raises.
"""

from __future__ import annotations

import os
from collections.abc import Container, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from mypy.nodes import Decorator, FuncDef, MypyFile
from mypy_extensions import mypyc_attr

from jaxthink_typing.analysis.diagnostics import Diagnostic, Sink
from jaxthink_typing.analysis.source import Source
from jaxthink_typing.analysis.summaries import Summaries
from jaxthink_typing.analysis.suppression import silenced
from jaxthink_typing.reach_cache import ReachCache

_INSTALLED = ("site-packages", "dist-packages", "typeshed")


_INSTALLED_PATHS: dict[str, bool] = {}  # asked for the same few paths again and again
_installed_dirs: tuple[str, ...] = ()
_silenced: Container[str] | None = None


def set_installed_dirs(dirs: Iterable[str], silenced: Container[str]) -> None:
    """Where else mypy finds installed packages: `dirs` (the Python path's folders outside
    the project, `mypy_glue.installed_dirs`), for the modules whose errors it drops
    (the paths in `silenced`: not those it was asked to check)."""
    global _installed_dirs, _silenced
    known = tuple(sorted({os.path.join(os.path.abspath(d), "") for d in dirs}))
    if known != _installed_dirs or silenced is not _silenced:
        _installed_dirs, _silenced = known, silenced
        _INSTALLED_PATHS.clear()


def is_installed(path: str) -> bool:
    """Whether a module's file is an installed package's (or a typeshed stub): in a
    site-packages folder, or one `set_installed_dirs` names where mypy drops its errors."""
    known = _INSTALLED_PATHS.get(path)
    if known is None:
        known = any(part in _INSTALLED for part in Path(path).parts)
        if not known and _silenced is not None:
            inside = os.path.abspath(path).startswith(_installed_dirs)
            known = inside and path in _silenced
        _INSTALLED_PATHS[path] = known
    return known


@mypyc_attr(native_class=False)  # compiled (setup.py), still weakly referable
@dataclass(eq=False)
class LoadedModule:
    """A module parsed by the plugin, its names bound (`names.Binder`). Compared (and
    hashed) by identity: the loader makes a new one when the file changes."""

    tree: MypyFile
    source: Source
    bodies: dict[str, FuncDef | Decorator]  # its definitions by fullname, with bodies
    path: str  # as shown in messages: relative to the project's root (mypy_glue.shown_path)


class ModuleLoader(Protocol):
    """Gives the engine another module of the program, or None where it must not follow
    (an installed package, a stub, a module mypy did not load)."""

    # The run's summaries of analyses of other modules' functions (None: kept by none).
    summaries: Summaries | None

    def load(self, module: str) -> LoadedModule | None: ...

    def own_reports(self, module: str) -> frozenset[tuple[str, str]]:
        """("path:line", code) of each report the check of `module` itself makes."""
        ...

    def reach_cache(self, home: str, text: str) -> ReachCache:
        """What reach.py decided in this process, emptied first if `home` (whose text is
        now `text`) changed since it was parsed."""
        ...


@dataclass
class Entry:
    """The call in the module being checked through which the analysis left it."""

    line: int
    column: int
    caller: str
    module: str  # the module it entered


@dataclass
class Crossing:
    """The entry in effect, if the analysis is now outside the module being checked."""

    entry: Entry | None = None


@dataclass(eq=False)
class RoutedSink(Sink):
    """The sink of another module: its reports go to the checked module's sink, at the
    entry call, their message starting with their own file and line. A comment on that
    line that silences the report (`suppression.py`) silences it at every call."""

    home: Sink = field(default_factory=Sink)
    module: LoadedModule | None = None
    crossing: Crossing = field(default_factory=Crossing)
    loader: ModuleLoader | None = None

    def add(self, diagnostic: Diagnostic) -> None:
        entry = self.crossing.entry
        module = self.module
        if self.silent() or entry is None or module is None or diagnostic.severity == "note":
            return  # notes (reveal_tracedness) belong to that module's own check
        if not diagnostic.origin and self._silenced(module, diagnostic):
            return
        where = diagnostic.origin or f"{module.path}:{diagnostic.line}"
        loader = self.loader
        # The check of the entered module shows it already: kept hidden, as the cause of
        # what follows it on the path (`Sink.drop_consequences`).
        hidden = loader is not None and (where, diagnostic.code.name) in loader.own_reports(
            entry.module
        )
        reached = f'Reached from "{entry.caller}" by this call; the mistake is at {where}'
        notes = (*diagnostic.notes, reached) if not diagnostic.origin else diagnostic.notes
        message = diagnostic.message if diagnostic.origin else f"{where}: {diagnostic.message}"
        shown = Diagnostic(
            entry.line,
            entry.column,
            diagnostic.code,
            message,
            origin=where,
            notes=notes,
            param=diagnostic.param,
            static_root=diagnostic.static_root,
            hidden=hidden,
            source=diagnostic.source,
        )
        self.home.add(shown)

    @staticmethod
    def _silenced(module: LoadedModule, diagnostic: Diagnostic) -> bool:
        lines = module.source.lines
        text = lines[diagnostic.line - 1] if 0 < diagnostic.line <= len(lines) else ""
        ignored = module.tree.ignored_lines.get(diagnostic.line)
        return silenced(text, diagnostic.code.name, ignored)
