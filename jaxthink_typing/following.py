"""The other modules of the user's program that the engine follows calls into, and the
record that keeps mypy's cache honest about them.

A module is followed when mypy checks it as the user's code (not an installed package or
a stub, unless its package is listed in `follow_packages`) and it is not one of the
libraries the API model describes. Its bodies come from the plugin's own parse of its
source (`names.Binder`), the same on a cold run and a warm one.

mypy's cache knows nothing of these calls: a body-only edit of a followed module changes
no interface, so mypy would reuse the reports of the modules whose analysis entered it.
So each analysed module's entered files are recorded under mypy's cache folder, and
`report_config_data` adds their content hashes: an edit of one invalidates the cache of
exactly the modules that followed calls into it.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

from mypy.nodes import MypyFile
from mypy.options import Options

from jaxthink_typing import mypy_glue
from jaxthink_typing.analysis import specs
from jaxthink_typing.analysis.api import ApiIndex
from jaxthink_typing.analysis.foreign import LoadedModule
from jaxthink_typing.analysis.module import own_reports
from jaxthink_typing.analysis.names import Binder
from jaxthink_typing.analysis.settings import Settings
from jaxthink_typing.analysis.source import Source

_INSTALLED = ("site-packages", "dist-packages", "typeshed")


class ProjectLoader:
    """The `ModuleLoader` of one module's analysis; remembers what it gave out."""

    def __init__(
        self,
        following: Following,
        modules: dict[str, MypyFile],
        options: Options,
        api: ApiIndex,
        settings: Settings,
    ) -> None:
        self.following = following
        self.modules = modules
        self.options = options
        self.api = api
        self.settings = settings
        self.used: dict[str, str] = {}  # module -> path

    def load(self, module: str) -> LoadedModule | None:
        table = self.modules.get(module)
        if table is None or not self.following.follows(module, table):
            return None
        loaded = self.following.parsed(module, table, self.modules, self.options)
        if loaded is not None:
            self.used[module] = loaded.path
        return loaded

    def own_reports(self, module: str) -> frozenset[tuple[str, str]]:
        loaded = self.load(module)
        if loaded is None:
            return frozenset()
        known = self.following.reports.get(id(loaded))
        if known is None:
            self.following.reports[id(loaded)] = frozenset()  # while it runs (recursion)
            try:
                known = own_reports(loaded, self.api, self.settings, self)
            except Exception:  # never break the analysis that asked: filter nothing
                known = frozenset()
            self.following.reports[id(loaded)] = known
        return known


class Following:
    """Parses (once per run and module) and records, for one mypy process."""

    def __init__(self, options: Options, packages: tuple[str, ...] = ()) -> None:
        self.packages = packages
        self._parsed: dict[str, tuple[MypyFile, str, LoadedModule | None]] = {}
        self.reports: dict[int, frozenset[tuple[str, str]]] = {}  # by id(LoadedModule)
        self._records: dict[str, list[str]] = {}
        self._store = _store_dir(options)

    def loader(
        self, modules: dict[str, MypyFile], options: Options, api: ApiIndex, settings: Settings
    ) -> ProjectLoader:
        return ProjectLoader(self, modules, options, api, settings)

    def follows(self, module: str, table: MypyFile) -> bool:
        if table.is_stub or not table.path.endswith(".py"):
            return False
        if f"{module.split('.', 1)[0]}." in specs.PACKAGES or module == "builtins":
            return False
        installed = any(part in _INSTALLED for part in Path(table.path).parts)
        return not installed or module.split(".", 1)[0] in self.packages

    def parsed(
        self, module: str, table: MypyFile, modules: dict[str, MypyFile], options: Options
    ) -> LoadedModule | None:
        source = Source.from_path(table.path, options)
        text = "\n".join(source.lines)
        known = self._parsed.get(module)
        if known is not None and known[0] is table and known[1] == text:
            return known[2]
        if known is not None and known[2] is not None:
            self.reports.pop(id(known[2]), None)
        tree = mypy_glue.parse_module(text, table.path, module, options)
        loaded = None
        if tree is not None:
            try:
                bodies = Binder(tree, table, modules).bind()
            except Exception:  # a binder bug must not stop the analysis: not followed
                bodies = None
            if bodies is not None:
                loaded = LoadedModule(tree, source, bodies, table.path)
        self._parsed[module] = (table, text, loaded)
        return loaded

    # --------------------------------------------------------------- the record

    def record(self, module: str, loader: ProjectLoader) -> None:
        """What `module`'s analysis entered, for this and later runs."""
        paths = sorted(set(loader.used.values()))
        if self._read(module) == paths or (not paths and self._read(module) is None):
            return
        self._records[module] = paths
        if self._store is None:
            return
        try:
            self._store.mkdir(parents=True, exist_ok=True)
            target = self._store / f"{module}.json"
            temporary = target.with_suffix(f".{os.getpid()}.tmp")
            temporary.write_text(json.dumps(paths), encoding="utf-8")
            os.replace(temporary, target)
        except OSError:
            pass  # no record: the module's cache is then never valid, which is safe

    def fingerprint(self, module: str) -> dict[str, str]:
        """The content hash of each file `module`'s last analysis entered."""
        return {path: _digest(path) for path in self._read(module) or ()}

    def _read(self, module: str) -> list[str] | None:
        if module in self._records or self._store is None:
            return self._records.get(module)
        try:
            raw = json.loads((self._store / f"{module}.json").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            raw = None
        paths = [p for p in raw if isinstance(p, str)] if isinstance(raw, list) else None
        if paths is not None:
            self._records[module] = paths
        return paths


def _store_dir(options: Options) -> Path | None:
    cache = options.cache_dir
    if not options.incremental or not cache or cache == os.devnull:
        return None
    version = ".".join(str(n) for n in options.python_version)
    return Path(cache) / version / "jaxthink_typing" / "follows"


def _digest(path: str) -> str:
    try:
        return hashlib.sha256(Path(path).read_bytes()).hexdigest()[:16]
    except OSError:
        return "missing"
