"""A persistent cache of `annotate` reports, so that a second run on an unchanged tree
answers at once instead of building and analysing the package again.

A report is stored as JSON under `<folder>/reports/<key>.json`. The key hashes everything
the answer depends on: the targets and options, the text of every module of the analysed
packages, the Python environment (the version of each installed distribution, jax and mypy
among them) and jaxthink-typing's own files (their sizes and times, so an edited engine
counts). Any edit gives another key; old entries beyond the newest `KEEP` are deleted. The
folder (by default `.jaxthink_typing_cache/annotate` in the current directory) holds a
`.gitignore` of `*` and can be deleted at any time.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib.metadata
import json
import os
import sys
from pathlib import Path
from typing import Any

import jaxthink_typing
from jaxthink_typing.annotate.findings import Evidence, FunctionFinding, ParamFinding

KEEP = 32  # reports kept; the oldest go first
_FORMAT = 1  # bumped when the stored JSON changes


def cache_key(options: dict[str, object], sources: list[str]) -> str:
    """The key of a run with `options` over the module files `sources`."""
    digest = hashlib.sha256()
    digest.update(json.dumps([_FORMAT, options], sort_keys=True).encode())
    digest.update(sys.version.encode() + sys.prefix.encode())
    for path in sorted(set(sources)):
        digest.update(path.encode())
        try:
            digest.update(hashlib.sha256(Path(path).read_bytes()).digest())
        except OSError:
            digest.update(b"missing")
    for entry in _environment():
        digest.update(entry.encode())
    return digest.hexdigest()[:32]


def _environment() -> list[str]:
    """The installed distributions with their versions, and jaxthink-typing's own files."""
    entries = sorted(
        f"{dist.metadata['Name']}=={dist.version}"
        for dist in importlib.metadata.distributions()
        if dist.metadata["Name"]
    )
    home = Path(jaxthink_typing.__file__).parent
    for path in sorted(home.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts:
            stat = path.stat()
            entries.append(f"{path.relative_to(home)}:{stat.st_size}:{stat.st_mtime_ns}")
    return entries


def load(folder: str, key: str) -> tuple[list[FunctionFinding], float] | None:
    """The findings stored under `key` and the seconds their analysis took, if any."""
    path = Path(folder) / "reports" / f"{key}.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        functions = [_function(item) for item in data["functions"]]
        seconds = float(data["seconds"])
    except (OSError, ValueError, KeyError, TypeError):
        return None
    with contextlib.suppress(OSError):
        os.utime(path)  # recently used: kept longest
    return functions, seconds


def store(folder: str, key: str, functions: list[FunctionFinding], seconds: float) -> None:
    """Keep the findings under `key` (a folder that cannot be written is no error)."""
    root = Path(folder)
    reports = root / "reports"
    try:
        reports.mkdir(parents=True, exist_ok=True)
        ignore = root / ".gitignore"
        if not ignore.exists():
            ignore.write_text("# made by jaxthink-typing annotate; safe to delete\n*\n")
        data = {"seconds": seconds, "functions": [f.as_json() for f in functions]}
        partial = reports / f"{key}.{os.getpid()}.tmp"
        partial.write_text(json.dumps(data), encoding="utf-8")
        partial.replace(reports / f"{key}.json")
        _prune(reports)
    except OSError:
        return


def _prune(reports: Path) -> None:
    entries = sorted(reports.glob("*.json"), key=lambda p: p.stat().st_mtime_ns, reverse=True)
    for old in entries[KEEP:]:
        old.unlink(missing_ok=True)


def _function(item: dict[str, Any]) -> FunctionFinding:
    finding = FunctionFinding(
        item["module"],
        item["qualname"],
        item["exported_as"],
        item["path"],
        int(item["line"]),
        item["kind"],
    )
    finding.skipped = item["skipped"]
    finding.params = [_param(param) for param in item["params"]]
    finding.unattributed = [_evidence(e) for e in item["unattributed"]]
    return finding


def _param(item: dict[str, Any]) -> ParamFinding:
    param = ParamFinding(item["name"], item["written"], item["proposed"])
    param.has_default = bool(item["has_default"])
    param.evidence = [_evidence(e) for e in item["evidence"]]
    return param


def _evidence(item: dict[str, Any]) -> Evidence:
    return Evidence(item["path"], int(item["line"]), item["code"], item["message"])
