"""The other modules of the user's program that the engine follows calls into.

A module is followed when mypy checks it as the user's code (not an installed package or
a stub, unless its package is listed in `follow_packages`) and it is not one of the
libraries the API model describes. Its bodies come from the plugin's own parse of its
source (`names.Binder`), the same on a cold run and a warm one; `follow_store.py` keeps
mypy's cache honest about what each analysis entered.
"""

from __future__ import annotations

from collections.abc import Container

from mypy.nodes import MypyFile
from mypy.options import Options

from jaxthink_typing import mypy_glue
from jaxthink_typing.analysis import specs
from jaxthink_typing.analysis.api import ApiIndex
from jaxthink_typing.analysis.foreign import LoadedModule, is_installed, set_installed_dirs
from jaxthink_typing.analysis.module import own_reports
from jaxthink_typing.analysis.names import Binder
from jaxthink_typing.analysis.source import Source
from jaxthink_typing.analysis.summaries import Summaries
from jaxthink_typing.follow_store import FollowStore
from jaxthink_typing.reach_cache import ReachCache
from jaxthink_typing.settings import Settings


class ProjectLoader:
    """The `ModuleLoader` of one module's analysis; remembers what it gave out."""

    def __init__(
        self,
        store: FollowStore,
        modules: dict[str, MypyFile],
        options: Options,
        api: ApiIndex,
        settings: Settings,
        silenced: Container[str] | None = None,
        summarise: bool = False,
    ) -> None:
        """`silenced`: the paths of the modules whose errors mypy drops (those it was not
        asked to check, found where installed packages are); `summarise`: keep analyses of
        other modules' functions for the rest of the process (summaries.py)."""
        self.store = store
        self.modules = modules
        self.options = options
        self.api = api
        self.settings = settings
        self.used: dict[str, str] = {}  # module -> its path, as mypy found it
        self._loaded: dict[str, LoadedModule | None] = {}
        if summarise and store.summaries is None:
            store.summaries = Summaries()
        self.summaries = store.summaries if summarise else None
        # A process that keeps summaries is one mypy run: its files are looked at once. A
        # daemon's (and the annotate command's) outlive edits: looked at each time.
        self._look_again = not summarise
        if silenced is not None:
            set_installed_dirs(mypy_glue.installed_dirs(options), silenced)

    def load(self, module: str) -> LoadedModule | None:
        if module in self._loaded:  # once per analysis: files do not change during one
            return self._loaded[module]
        table = self.modules.get(module)
        loaded = None
        if table is not None and _follows(module, table, self.store.packages):
            loaded = self._parsed(module, table)
        if loaded is not None and table is not None:
            # The file as mypy found it (from where it runs), not as messages show it
            # (from the configuration's folder): the follow record stats it.
            self.used[module] = table.path
        self._loaded[module] = loaded
        return loaded

    def own_reports(self, module: str) -> frozenset[tuple[str, str]]:
        loaded = self.load(module)
        if loaded is None:
            return frozenset()
        known = self.store.reports.get(id(loaded))
        if known is None:
            self.store.reports[id(loaded)] = frozenset()  # while it runs (recursion)
            try:
                known = own_reports(loaded, self.api, self.settings, self)
            except Exception:  # never break the analysis that asked: filter nothing
                known = frozenset()
            self.store.reports[id(loaded)] = known
        return known

    def reach_cache(self, home: str, text: str) -> ReachCache:
        cache = self.store.reach
        known = self.store.parsed.get(home)
        if known is not None and known[2] != text:
            cache.clear()  # `home` was edited since it was parsed
        if cache.program_size != len(self.modules):
            # mypy loaded more modules (a --num-workers worker loads them as it goes, a
            # daemon as files come): answers made without them may now be wrong.
            cache.clear()
            cache.program_size = len(self.modules)
            self._forget_summaries()
        return cache

    def record(self, module: str) -> None:
        paths = sorted(set(self.used.values()))
        self.store.record(module, paths, look_again=self._look_again)

    def _parsed(self, module: str, table: MypyFile) -> LoadedModule | None:
        """`module` parsed and bound, once per process and text (and mypy tree)."""
        known_stamp = self.store.stamp(table.path, look_again=self._look_again)
        stamp = known_stamp if known_stamp[1] >= 0 else None
        known = self.store.parsed.get(module)
        if known is not None and known[0] is table and stamp is not None and known[1] == stamp:
            return known[3] if isinstance(known[3], LoadedModule) else None
        source = Source.from_path(table.path, self.options)
        text = "\n".join(source.lines)
        if known is not None and known[0] is table and known[2] == text:
            self.store.parsed[module] = (table, stamp, text, known[3])  # touched, not edited
            return known[3] if isinstance(known[3], LoadedModule) else None
        if known is not None:
            self.store.reports.pop(id(known[3]), None)
            self.store.reach.clear()  # decided on its old text
            self._forget_summaries()
        tree = mypy_glue.parse_module(text, table.path, module, self.options)
        loaded = None
        if tree is not None:
            try:
                bodies = Binder(tree, table, self.modules).bind()
            except Exception:  # a binder bug must not stop the analysis: not followed
                bodies = None
            if bodies is not None:
                shown = mypy_glue.shown_path(table.path, self.options)
                loaded = LoadedModule(tree, source, bodies, shown)
        self.store.parsed[module] = (table, stamp, text, loaded)
        return loaded

    def _forget_summaries(self) -> None:
        if self.store.summaries is not None:
            self.store.summaries.forget()


def _follows(module: str, table: MypyFile, packages: tuple[str, ...]) -> bool:
    if table.is_stub or not table.path.endswith(".py"):
        return False
    if f"{module.split('.', 1)[0]}." in specs.PACKAGES or module == "builtins":
        return False
    return not is_installed(table.path) or module.split(".", 1)[0] in packages
