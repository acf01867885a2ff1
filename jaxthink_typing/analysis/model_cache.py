"""The loaded API model, kept as JSON under mypy's cache folder between runs.

Parsing the model files costs about a tenth of a second, a third of a warm mypy run. The
cache file is named by a hash of everything the loader reads (each folder's path, each
model file's path and bytes) and of the plugin's own source, so any change loads afresh;
the model, its problems included, is the same either way.
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import json
import os
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from jaxthink_typing.analysis.model import (
    ApiModel,
    FunctionModel,
    ModelProblem,
    ParamModel,
    load_model,
)

FOLDER = "jaxthink_typing"


def load_model_cached(dirs: Sequence[Path], cache_dir: str | None, salt: str) -> ApiModel:
    """`load_model(dirs)`, read from (or written to) `cache_dir` when there is one.

    `salt` (the plugin's fingerprint) changes with the loader. Any failure of the cache
    falls back to loading the files: the cache can only save time.
    """
    if not cache_dir or cache_dir == os.devnull:
        return load_model(dirs)
    try:
        path = Path(cache_dir) / FOLDER / f"model-{_key(dirs, salt)}.json"
    except OSError:
        return load_model(dirs)
    cached = _read(path)
    if cached is not None:
        return cached
    model = load_model(dirs)
    _write(path, model)
    return model


def _key(dirs: Sequence[Path], salt: str) -> str:
    digest = hashlib.sha256(salt.encode())
    for directory in dirs:
        digest.update(b"\0dir\0" + str(directory).encode())
        if not directory.is_dir():
            continue
        for path in sorted(directory.rglob("*.pyi")):
            digest.update(b"\0file\0" + str(path).encode() + b"\0")
            digest.update(path.read_bytes())
    return digest.hexdigest()[:24]


def _read(path: Path) -> ApiModel | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        functions = {}
        for item in data["functions"]:
            params = tuple(ParamModel(**p) for p in item.pop("params"))
            function = FunctionModel(params=params, **item)
            functions[function.fullname] = function
        problems = [ModelProblem(**p) for p in data["problems"]]
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        return None
    return ApiModel(functions=functions, problems=problems)


def _write(path: Path, model: ApiModel) -> None:
    data: dict[str, Any] = {
        "functions": [dataclasses.asdict(f) for f in model.functions.values()],
        "problems": [dataclasses.asdict(p) for p in model.problems],
    }
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        # Written aside and renamed: parallel mypy processes never read half a file.
        fd, temporary = tempfile.mkstemp(dir=path.parent, prefix=".model-", suffix=".tmp")
    except OSError:
        return
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(data, handle)
        os.replace(temporary, path)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
