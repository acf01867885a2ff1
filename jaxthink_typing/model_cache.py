"""The loaded API model, kept as JSON between runs: under mypy's cache folder, and in
the user's cache folder (`$XDG_CACHE_HOME/jaxthink-typing`, else `~/.cache/...`) so that a
run from an empty mypy cache need not parse the model again.

Parsing the model files costs 0.2-0.4 s, a third of a warm mypy run. The cache file is
named by a hash of everything the loader reads (each folder's path, each user model
file's path and bytes) and of the plugin's stamp (its source and bundled model files), so
any change loads afresh; the model, its problems included, is the same either way. Its
first line holds the problems, its second the functions: a warm run that checks nothing
reads one short line. `JAXTHINK_TYPING_USER_CACHE=0` keeps it
out of the user's folder. The plugin puts the same hash in the fingerprint of
mypy's cache, so an edited model file also rechecks the modules.
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import hashlib
import json
import os
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from jaxthink_typing.analysis.model import ApiModel, FunctionModel, ModelProblem

# `model` (its dataclasses take 1.7 ms to import) is imported where the functions are built
# or a problem is read: a warm run that checks nothing does neither.

FOLDER = "jaxthink_typing"


@functools.cache
def bundled_model_dir() -> Path:
    """The API model shipped with jaxthink-typing: `stubs/` inside the installed package (a
    wheel puts it there), else `stubs/` beside the package, at the top of the checkout it
    lives in (an editable install, or the package imported from a source tree)."""
    package = Path(__file__).resolve().parent
    inside = package / "stubs"
    return inside if inside.is_dir() else package.parent / "stubs"


class CachedModel:
    """The model of `dirs`: its problems at once (the plugin prints them at start), its
    functions when first asked for (a warm run that checks nothing never builds them).

    Read from (or written to) `cache_dir` when there is one; `salt` (the plugin's
    fingerprint) changes with the loader. Any failure of the cache falls back to loading
    the files: the cache can only save time.
    """

    def __init__(self, dirs: Sequence[Path], cache_dir: str | None, salt: str) -> None:
        self._dirs = list(dirs)
        self._model: ApiModel | None = None
        self._source: Path | None = None  # the cache file the functions are read from
        # A hash of every model file's path and bytes: names the cache file, and is part
        # of the fingerprint of mypy's cache (an edit of a user model file invalidates it).
        self.digest = _digest(self._dirs, salt)
        places = _places(self.digest, cache_dir)
        for path in places:
            problems = _read_problems(path)
            if problems is not None:
                self.problems, self._source = problems, path
                return
        from jaxthink_typing.analysis.model import load_model

        self._model = load_model(self._dirs)
        for path in places:
            _write(path, self._model)
        self.problems = self._model.problems

    @property
    def model(self) -> ApiModel:
        if self._model is None:
            from jaxthink_typing.analysis.model import ApiModel, load_model

            try:
                functions = _read_functions(self._source) if self._source else None
                if functions is None:
                    raise ValueError("no cached functions")
                self._model = ApiModel(_functions(functions), self.problems)
            except (ValueError, TypeError, KeyError, AttributeError):
                self._model = load_model(self._dirs)
        return self._model


def load_model_cached(dirs: Sequence[Path], cache_dir: str | None, salt: str) -> ApiModel:
    """`load_model(dirs)`, by way of the cache (see `CachedModel`)."""
    return CachedModel(dirs, cache_dir, salt).model


def _places(digest: str | None, cache_dir: str | None) -> list[Path]:
    """Where the cache file may be: mypy's cache folder first, then the user's."""
    if digest is None:
        return []
    folders = []
    if cache_dir and cache_dir != os.devnull:
        folders.append(Path(cache_dir) / FOLDER)
    if os.environ.get("JAXTHINK_TYPING_USER_CACHE", "1") != "0":
        base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
        if os.path.isabs(base):
            folders.append(Path(base) / "jaxthink-typing")
    return [folder / f"model-{digest}.json" for folder in folders]


def _digest(dirs: Sequence[Path], salt: str) -> str | None:
    """The hash of `salt` and the model files; None if one cannot be read. The bundled
    model's files are not read: `salt`, the plugin's stamp, covers them."""
    digest = hashlib.sha256(salt.encode())
    bundled = bundled_model_dir()
    try:
        for directory in dirs:
            digest.update(b"\0dir\0" + str(directory).encode())
            if directory == bundled or not directory.is_dir():
                continue
            for path in sorted(directory.rglob("*.pyi")):
                digest.update(b"\0file\0" + str(path).encode() + b"\0")
                digest.update(path.read_bytes())
    except OSError:
        return None
    return digest.hexdigest()[:24]


def _read_problems(path: Path) -> list[ModelProblem] | None:
    """The problems of a cache file (its first line), or None: a warm run reads no more."""
    try:
        with path.open(encoding="utf-8") as handle:
            data = json.loads(handle.readline())
        if data == []:
            return []  # the usual case, without importing the class
        from jaxthink_typing.analysis.model import ModelProblem

        return [ModelProblem(**p) for p in data]
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        return None


def _read_functions(path: Path) -> list[Any] | None:
    """The functions' raw data of a cache file (its second line), or None."""
    try:
        with path.open(encoding="utf-8") as handle:
            handle.readline()
            functions = json.loads(handle.readline())
    except (OSError, ValueError):
        return None
    return functions if isinstance(functions, list) else None


def _functions(items: list[Any]) -> dict[str, FunctionModel]:
    from jaxthink_typing.analysis.model import FunctionModel, ParamModel

    functions = {}
    for item in items:
        params = tuple(ParamModel(**p) for p in item["params"])
        function = FunctionModel(**{**item, "params": params})
        functions[function.fullname] = function
    return functions


def _write(path: Path, model: ApiModel) -> None:
    # Two lines: the problems, then the functions (read only when a module is checked).
    problems = json.dumps([dataclasses.asdict(p) for p in model.problems])
    functions = json.dumps([dataclasses.asdict(f) for f in model.functions.values()])
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        # Written aside and renamed: parallel mypy processes never read half a file.
        fd, temporary = tempfile.mkstemp(dir=path.parent, prefix=".model-", suffix=".tmp")
    except OSError:
        return
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(f"{problems}\n{functions}\n")
        os.chmod(temporary, 0o644)  # as readable as mypy's own cache files (mkstemp: 0600)
        os.replace(temporary, path)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
