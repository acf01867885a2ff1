"""The record that keeps mypy's cache honest about calls followed into other modules.

mypy's cache knows nothing of these calls: a body-only edit of a followed module changes
no interface, so mypy would reuse the reports of the modules whose analysis entered it.
So each analysed module's entered files are recorded under mypy's cache folder, and
`report_config_data` adds their content hashes: an edit of one invalidates the cache of
exactly the modules that followed calls into it. Light on purpose: a warm run that checks
nothing reads this and never loads the engine.

Each process appends the records it makes to a log of its own (one line per record, the
newest line of a module wins); a later run folds settled logs into one pack. A record
lost (a process killed mid-line, two runs folding at once) only makes mypy check its
module again: with no record, or another one, the fingerprint differs from the one mypy
stored, unless the files entered and their contents are the same.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from pathlib import Path
from typing import IO, TYPE_CHECKING

from mypy.options import Options

from jaxthink_typing.reach_cache import ReachCache

if TYPE_CHECKING:  # the engine is not loaded by a run that checks nothing
    from jaxthink_typing.analysis.summaries import Summaries

# One file an analysis entered: its path, and the mtime, size and content hash it had.
Entry = tuple[str, int, int, str]
Stamped = dict[str, tuple[int, list[Entry]]]  # module -> (when recorded, in ns; entries)
_PACK = "follows.pack.json"  # the folded records, beside the logs' folder
_LOG = ".log"  # a process's records: <pid>.<start, ns>.log in the folder
_SETTLED = 2  # seconds a log stays unchanged before it is folded into the pack


class FollowStore:
    """The record, and the per-process caches of the modules `following` parses."""

    def __init__(self, options: Options, packages: tuple[str, ...] = ()) -> None:
        self.packages = packages
        # following.py's parse cache: module -> (mypy tree, (mtime, size), text, parse)
        self.parsed: dict[str, tuple[object, object, str, object]] = {}
        self.reports: dict[int, frozenset[tuple[str, str]]] = {}  # by id(LoadedModule)
        self.reach = ReachCache()  # reach.py's answers on loaded modules
        self.summaries: Summaries | None = None  # made by following.py when kept
        self._store = _store_dir(options)
        self._records: dict[str, list[Entry]] | None = None  # all, read at the first need
        self._log: IO[str] | None = None  # this process's log, opened at its first record
        self._stats: dict[str, tuple[int, int]] = {}  # path -> (mtime, size)
        self._checked: dict[str, str] = {}  # module -> fingerprint, while no stat changes
        self._digests: dict[tuple[str, int, int], str] = {}  # (path, mtime, size) -> hash

    def record(self, module: str, paths: list[str], *, look_again: bool = True) -> None:
        """What `module`'s analysis entered, for this and later runs. `look_again=False`:
        the files are as this process first saw them (`stamp`), as in one mypy run."""
        entries: list[Entry] = []
        for path in paths:
            mtime, size = self.stamp(path, look_again)
            entries.append((path, mtime, size, self._digest(path, mtime, size)))
        records = self._all()
        known = records.get(module)
        if known == entries or (not paths and known is None):
            return
        records[module] = entries
        self._checked.pop(module, None)
        self._append(module, entries)

    def fingerprint(self, module: str, *, checking: bool) -> str:
        """A hash of the files `module`'s last analysis entered, "" if it entered none.

        As mypy does for its sources, a file whose mtime and size are the recorded ones
        is taken to have the recorded content; others are read and hashed. mypy validates
        its cache (`checking`) once per module, in a build's first pass: there a file is
        looked at once per process (mypy asks twice). Writes look again (a daemon's
        process outlives edits).
        """
        known = self._checked.get(module) if checking else None
        if known is not None:
            return known
        entries = self._all().get(module)
        if not entries:
            return ""
        parts = []
        for path, mtime, size, digest in entries:
            stamp = self.stamp(path, not checking)
            if stamp != (mtime, size):
                digest = self._digest(path, *stamp)
            parts.append(f"{path}\0{digest}")
        known = hashlib.sha256("\n".join(parts).encode()).hexdigest()[:16]
        if checking:
            self._checked[module] = known
        return known

    def stamp(self, path: str, look_again: bool) -> tuple[int, int]:
        """(mtime, size) of `path`, (0, -1) if it is gone: as this process last saw it
        unless `look_again` (a stat costs 1-2 us here, 70 us on some file systems)."""
        known = self._stats.get(path)
        if not look_again and known is not None:
            return known
        try:
            stat = os.stat(path)
            known = (stat.st_mtime_ns, stat.st_size)
        except OSError:
            known = (0, -1)
        if self._stats.get(path, known) != known:
            self._checked.clear()  # a file changed: fingerprints made before may not hold
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

    def _all(self) -> dict[str, list[Entry]]:
        if self._records is None:
            self._records = {}
            if self._store is not None:
                self._records = {m: e for m, (_, e) in _load(self._store).items()}
        return self._records

    def _append(self, module: str, entries: list[Entry]) -> None:
        """One line in this process's log: one write, where a file per record cost a
        file's creation each (as much as mypy's own cache files)."""
        if self._store is None:
            return
        try:
            if self._log is None:
                self._store.mkdir(parents=True, exist_ok=True)
                name = f"{os.getpid()}.{time.time_ns()}{_LOG}"
                # Open for the process: mypy may end it with os._exit, each line is flushed.
                self._log = open(self._store / name, "a", encoding="utf-8")  # noqa: SIM115
            self._log.write(json.dumps([module, time.time_ns(), entries]) + "\n")
            self._log.flush()  # whole lines only, for a process that reads it now
        except OSError:
            self._store = None  # no more records: their modules are checked again


def _load(store: Path) -> Stamped:
    """Every record: the pack, then the logs, the newest line of a module winning. Logs
    left alone for `_SETTLED` seconds (their processes are done with them) are folded
    into the pack, so a warm run reads one file."""
    pack = store.with_name(_PACK)
    try:
        with open(pack, "rb") as file:
            records = _packed(json.loads(file.read()))
    except (OSError, ValueError):
        records = {}
    try:
        names = sorted(n for n in os.listdir(store) if n.endswith(_LOG))
    except OSError:
        return records
    settled: list[str] = []
    now = time.time_ns()
    for name in names:
        path = os.path.join(store, name)
        try:
            with open(path, encoding="utf-8") as file:
                text = file.read()
            if now - os.stat(path).st_mtime_ns > _SETTLED * 1_000_000_000:
                settled.append(path)
        except (OSError, ValueError):
            continue
        for line in text.split("\n")[:-1]:  # the last is empty, or a line being written
            _merge(records, line)
    if settled:
        try:
            temporary = pack.with_suffix(f".{os.getpid()}.tmp")
            temporary.write_text(json.dumps({"records": records}), encoding="utf-8")
            os.replace(temporary, pack)
            for path in settled:
                os.remove(path)
        except OSError:
            pass
    return records


def _merge(records: Stamped, line: str) -> None:
    """Adds a log's line to `records` if it is a record newer than the one known."""
    try:
        raw = json.loads(line)
    except ValueError:
        return
    if not (isinstance(raw, list) and len(raw) == 3):
        return
    module, stamp, value = raw
    entries = _entries(value)
    if not isinstance(module, str) or not isinstance(stamp, int) or entries is None:
        return
    known = records.get(module)
    if known is None or known[0] <= stamp:
        records[module] = (stamp, entries)


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


def _packed(raw: object) -> Stamped:
    """A pack's records, or none if it is not one (an older plugin's, a broken file)."""
    records: Stamped = {}
    found = raw.get("records") if isinstance(raw, dict) else None
    if not isinstance(found, dict):
        return records
    for module, value in found.items():
        if not (isinstance(value, list) and len(value) == 2 and isinstance(value[1], list)):
            return {}
        stamp, entries = value[0], _entries(value[1])
        if not isinstance(module, str) or not isinstance(stamp, int) or entries is None:
            return {}
        records[module] = (stamp, entries)
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
