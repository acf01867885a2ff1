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
import time
from pathlib import Path
from typing import TYPE_CHECKING

from mypy.options import Options

from jaxthink_typing.reach_cache import ReachCache

if TYPE_CHECKING:  # the engine is not loaded by a run that checks nothing
    from jaxthink_typing.analysis.summaries import Summaries

# One file an analysis entered: its path, and the mtime, size and content hash it had.
Entry = tuple[str, int, int, str]
_PACK = "follows.pack.json"  # every record in one file, beside the records' folder
_SETTLED = 2  # seconds a folder stays unchanged before it is packed


class FollowStore:
    """The record, and the per-process caches of the modules `following` parses."""

    def __init__(self, options: Options, packages: tuple[str, ...] = ()) -> None:
        self.packages = packages
        # following.py's parse cache: module -> (mypy tree, (mtime, size), text, parse)
        self.parsed: dict[str, tuple[object, object, str, object]] = {}
        self.reports: dict[int, frozenset[tuple[str, str]]] = {}  # by id(LoadedModule)
        self.reach = ReachCache()  # reach.py's answers on loaded modules
        self.summaries: Summaries | None = None  # made by following.py when kept
        self._records: dict[str, list[Entry]] = {}
        self._absent: set[str] = set()  # modules with no record (most: mypy asks for all)
        self._store = _store_dir(options)
        self._listed: frozenset[str] | None = None  # the record files
        self._stats: dict[str, tuple[int, int]] = {}  # path -> (mtime, size)
        self._digests: dict[tuple[str, int, int], str] = {}  # (path, mtime, size) -> hash
        # Every record at once, from the pack beside the folder (None: not looked at yet;
        # empty: no valid pack, records are read one by one).
        self._packed: dict[str, list[Entry]] | None = None

    def record(self, module: str, paths: list[str]) -> None:
        """What `module`'s analysis entered, for this and later runs."""
        entries: list[Entry] = []
        for path in paths:
            mtime, size = self._stamp(path, False)
            entries.append((path, mtime, size, self._digest(path, mtime, size)))
        if self._read(module) == entries or (not paths and self._read(module) is None):
            return
        self._records[module] = entries
        if self._store is None:
            return
        try:
            self._store.mkdir(parents=True, exist_ok=True)
            target = self._store / f"{module}.json"
            temporary = target.with_suffix(f".{os.getpid()}.tmp")
            temporary.write_text(json.dumps(entries), encoding="utf-8")
            os.replace(temporary, target)
        except OSError:
            pass  # no record: the module's cache is then never valid, which is safe

    def fingerprint(self, module: str, *, checking: bool) -> str:
        """A hash of the files `module`'s last analysis entered, "" if it entered none.

        As mypy does for its sources, a file whose mtime and size are the recorded ones
        is taken to have the recorded content; others are read and hashed. mypy validates
        its cache (`checking`) once per module, in a build's first pass: there a file is
        looked at once per process. Writes look again (a daemon's process outlives edits).
        """
        entries = self._read(module)
        if not entries:
            return ""
        parts = []
        for path, mtime, size, digest in entries:
            stamp = self._stamp(path, checking)
            if stamp != (mtime, size):
                digest = self._digest(path, *stamp)
            parts.append(f"{path}\0{digest}")
        return hashlib.sha256("\n".join(parts).encode()).hexdigest()[:16]

    def _stamp(self, path: str, checking: bool) -> tuple[int, int]:
        """(mtime, size) of `path`, (0, -1) if it is gone."""
        known = self._stats.get(path)
        if checking and known is not None:
            return known
        try:
            stat = os.stat(path)
            known = (stat.st_mtime_ns, stat.st_size)
        except OSError:
            known = (0, -1)
        self._stats[path] = known
        return known

    def _digest(self, path: str, mtime: int, size: int) -> str:
        """The content hash of `path` as it was at (mtime, size)."""
        if size < 0:
            return "missing"
        key = (path, mtime, size)
        digest = self._digests.get(key)
        if digest is None:
            digest = self._digests[key] = _digest(path)
        return digest

    def _read(self, module: str) -> list[Entry] | None:
        if module in self._records or module in self._absent or self._store is None:
            return self._records.get(module)
        if self._packed is None:
            self._packed = self._unpack(self._store)
        if self._packed:
            entries = self._packed.get(module)
            if entries is None:
                self._absent.add(module)
            else:
                self._records[module] = entries
            return entries
        name = f"{module}.json"
        if name not in self._listing(self._store):
            return None  # not remembered as absent: a record may be written later
        try:
            with open(os.path.join(self._store, name), "rb") as file:
                raw = json.loads(file.read())
        except (OSError, ValueError):
            raw = None
        entries = _entries(raw)
        if entries is not None:
            self._records[module] = entries
        else:
            self._absent.add(module)
        return entries

    def _unpack(self, store: Path) -> dict[str, list[Entry]]:
        """Every record, from the pack if it was made from the folder as it is now, else
        from the records themselves, then packed for the next run if the folder has been
        left alone for a while. A warm run then reads one file, not one per module.

        The pack names the folder's mtime: writing a record (`os.replace`) changes it.
        A pack is made only of a folder unchanged for `_SETTLED` seconds, so a record
        written later cannot share the mtime it names (the "racy" case of git's index)."""
        pack = store.with_name(_PACK)
        try:
            folder = os.stat(store).st_mtime_ns
        except OSError:
            return {}
        try:
            with open(pack, "rb") as file:
                raw = json.loads(file.read())
            if isinstance(raw, dict) and raw.get("folder") == folder:
                return _packed(raw.get("records"))
        except (OSError, ValueError):
            pass
        records: dict[str, list[Entry]] = {}
        for name in self._listing(store):
            if not name.endswith(".json"):
                continue
            try:
                with open(os.path.join(store, name), "rb") as file:
                    entries = _entries(json.loads(file.read()))
            except (OSError, ValueError):
                entries = None
            if entries is None:
                return {}  # a broken record: read them one by one, as before
            records[name[: -len(".json")]] = entries
        if records and time.time_ns() - folder > _SETTLED * 1_000_000_000:
            try:
                temporary = pack.with_suffix(f".{os.getpid()}.tmp")
                temporary.write_text(
                    json.dumps({"folder": folder, "records": records}), encoding="utf-8"
                )
                os.replace(temporary, pack)
            except OSError:
                pass
        return records

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


def _entries(raw: object) -> list[Entry] | None:
    """A record's entries, or None if it is not one (an older plugin's, a broken file)."""
    if not isinstance(raw, list):
        return None
    entries: list[Entry] = []
    for item in raw:
        if not (isinstance(item, list) and len(item) == 4):
            return None
        path, mtime, size, digest = item
        if not (
            isinstance(path, str)
            and isinstance(mtime, int)
            and isinstance(size, int)
            and isinstance(digest, str)
        ):
            return None
        entries.append((path, mtime, size, digest))
    return entries


def _packed(raw: object) -> dict[str, list[Entry]]:
    """A pack's records, or none if it is not one."""
    if not isinstance(raw, dict):
        return {}
    records: dict[str, list[Entry]] = {}
    for module, value in raw.items():
        entries = _entries(value)
        if not isinstance(module, str) or entries is None:
            return {}
        records[module] = entries
    return records


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
