"""The record that keeps mypy's cache honest about calls followed into other modules.

mypy's cache knows nothing of these calls: a body-only edit of a followed module changes
no interface, so mypy would reuse the reports of the modules whose analysis entered it.
So each analysed module's entered files are recorded under mypy's cache folder, and
`report_config_data` adds their content hashes: an edit of one invalidates the cache of
exactly the modules that followed calls into it. Light on purpose: a warm run that checks
nothing reads this and never loads the engine.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

from mypy.options import Options

from jaxthink_typing.analysis.reach_cache import ReachCache


class FollowStore:
    """The record, and the per-process caches of the modules `following` parses."""

    def __init__(self, options: Options, packages: tuple[str, ...] = ()) -> None:
        self.packages = packages
        # following.py's parse cache: module -> (mypy tree, (mtime, size), text, parse)
        self.parsed: dict[str, tuple[object, object, str, object]] = {}
        self.reports: dict[int, frozenset[tuple[str, str]]] = {}  # by id(LoadedModule)
        self.reach = ReachCache()  # reach.py's answers on loaded modules
        self._records: dict[str, list[str]] = {}
        self._absent: set[str] = set()  # modules with no record (most: mypy asks for all)
        self._store = _store_dir(options)
        self._listed: frozenset[str] | None = None  # the record files
        self._digests: dict[str, tuple[int, int, str]] = {}  # path -> (mtime, size, hash)

    def record(self, module: str, paths: list[str]) -> None:
        """What `module`'s analysis entered, for this and later runs."""
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
        return {path: self._digest(path) for path in self._read(module) or ()}

    def _digest(self, path: str) -> str:
        """A file's content hash, hashed again only when its mtime or size changed (a
        daemon's process outlives edits)."""
        try:
            stat = os.stat(path)
        except OSError:
            return "missing"
        known = self._digests.get(path)
        if known is not None and known[:2] == (stat.st_mtime_ns, stat.st_size):
            return known[2]
        digest = _digest(path)
        self._digests[path] = (stat.st_mtime_ns, stat.st_size, digest)
        return digest

    def _read(self, module: str) -> list[str] | None:
        if module in self._records or module in self._absent or self._store is None:
            return self._records.get(module)
        if f"{module}.json" not in self._listing(self._store):
            return None  # not remembered as absent: a record may be written later
        try:
            raw = json.loads((self._store / f"{module}.json").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            raw = None
        paths = [p for p in raw if isinstance(p, str)] if isinstance(raw, list) else None
        if paths is not None:
            self._records[module] = paths
        else:
            self._absent.add(module)
        return paths

    def _listing(self, store: Path) -> frozenset[str]:
        """The record files, listed once per process: one listing instead of a failed
        open per module mypy asks about. A record another process writes later is then
        missed, which only makes mypy check that module again (this process's own
        records are in `_records`)."""
        if self._listed is None:
            try:
                self._listed = frozenset(os.listdir(store))
            except OSError:
                self._listed = frozenset()
        return self._listed


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
