"""From the command's targets (package names or paths) to mypy's build of them, and the
loader that gives the engine each module with its bodies.

The package is built with mypy's API (as the plugin sees it: names resolved, signatures
known, jax's own modules loaded), never imported. Bodies come from the plugin's own parse
of each module (`following.ProjectLoader`), so mypy's cache can be used: a warm build
loads jax from it in a second or two.
"""

from __future__ import annotations

import hashlib
import importlib.machinery
import os
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from mypy import build
from mypy.errors import CompileError
from mypy.find_sources import InvalidSourceList, create_source_list
from mypy.modulefinder import BuildSource
from mypy.nodes import MypyFile
from mypy.options import Options

from jaxthink_typing.analysis.api import ApiIndex
from jaxthink_typing.analysis.foreign import is_installed
from jaxthink_typing.analysis.model import load_model
from jaxthink_typing.follow_store import FollowStore
from jaxthink_typing.following import ProjectLoader
from jaxthink_typing.model_cache import bundled_model_dir
from jaxthink_typing.settings import Settings


class TargetError(Exception):
    """A target that names no module or file, or a package mypy cannot build."""


@dataclass
class Built:
    """mypy's build of the targets: every module it loaded, the targets' own modules, the
    modules whose exports are the public API, and the engine's loader."""

    modules: dict[str, MypyFile]
    own: set[str]  # the modules of the analysed packages
    entries: list[str]  # the modules whose public names are the API
    loader: ProjectLoader
    api: ApiIndex
    settings: Settings
    options: Options


def default_cache_dir() -> str:
    """A mypy cache of the annotate builds, one per Python environment (two environments
    sharing one would mix their jax versions)."""
    environment = hashlib.sha256(sys.prefix.encode()).hexdigest()[:12]
    return str(Path(tempfile.gettempdir()) / f"jaxthink-annotate-cache-{environment}")


def target_paths(targets: list[str]) -> tuple[list[str], list[str | None]]:
    """Each target as a path (a file or a package folder), and, for a target given as a
    dotted module name, that name (the entry module; None: derived from the path)."""
    paths: list[str] = []
    names: list[str | None] = []
    for target in targets:
        if os.path.exists(target):
            paths.append(os.path.normpath(target))
            names.append(None)
            continue
        found = _module_path(target)
        if found is None:
            raise TargetError(f"{target}: no such file, folder or importable module")
        paths.append(found)
        names.append(target)
    return paths, names


def _module_path(name: str) -> str | None:
    """The file or package folder of module `name`, found on sys.path without importing
    anything (a dotted name is looked up inside its top package's folder)."""
    parts = name.split(".")
    if not all(part.isidentifier() for part in parts):
        return None
    spec = importlib.machinery.PathFinder.find_spec(parts[0])
    if spec is None:
        return None
    if spec.submodule_search_locations:
        base = Path(next(iter(spec.submodule_search_locations)))
    elif spec.origin is not None and len(parts) == 1:
        return spec.origin
    else:
        return None
    for part in parts[1:]:
        if (base / part / "__init__.py").exists():
            base = base / part
        elif (base / f"{part}.py").exists():
            return str(base / f"{part}.py")
        else:
            return None
    return str(base)


def source_files(targets: list[str]) -> list[str]:
    """The module files of the targets, found as the build finds them (nothing built)."""
    paths, _ = target_paths(targets)
    options = Options()
    options.python_executable = sys.executable
    try:
        sources = create_source_list(paths, options)
    except InvalidSourceList as error:
        raise TargetError(str(error)) from error
    return [os.path.abspath(source.path) for source in sources if source.path is not None]


def build_targets(targets: list[str], cache_dir: str | None = None) -> Built:
    """Build the targets with mypy (errors in them do not matter; a syntax error does)."""
    paths, names = target_paths(targets)
    options = Options()
    options.follow_imports = "silent"
    options.incremental = True
    options.cache_dir = cache_dir or default_cache_dir()
    options.python_executable = sys.executable
    sources: list[BuildSource] = []
    entries: list[str] = []
    try:
        for path, name in zip(paths, names, strict=True):
            found = create_source_list([path], options)
            sources.extend(found)
            entries.append(name if name is not None else _entry_of(path, found))
    except InvalidSourceList as error:
        raise TargetError(str(error)) from error
    unique = {source.module: _stale(source) for source in sources}
    try:
        result = build.build(list(unique.values()), options)
    except CompileError as error:
        raise TargetError("\n".join(error.messages)) from error
    own = set(unique)
    packages = tuple(sorted({module.split(".", 1)[0] for module in own}))
    store = FollowStore(options, packages)
    api = ApiIndex(load_model([bundled_model_dir()]), result.files)
    settings = Settings()
    settings.analysed_packages = packages  # their helpers are entered, typed or modelled
    loader = AnnotateLoader(store, result.files, options, api, settings)
    return Built(result.files, own, entries, loader, api, settings, options)


def _stale(source: BuildSource) -> BuildSource:
    """`source` with its text given and a fresh last line, so that mypy analyses it again
    instead of taking it from its cache (where it keeps no tree of a module whose imports
    did not change either); its imports, jax's modules among them, still come from there."""
    if source.path is None:
        return source
    try:
        with open(source.path, encoding="utf-8") as handle:
            text = handle.read()
    except (OSError, UnicodeDecodeError):
        return source
    nonce = f"{os.getpid()}-{time.time_ns()}"
    # An installed package's folder (site-packages) must not become a search root: its
    # other modules would then shadow the installed libraries mypy itself uses.
    base_dir = None if is_installed(source.path) else source.base_dir
    return BuildSource(source.path, source.module, f"{text}\n# {nonce}\n", base_dir)


def _entry_of(path: str, sources: list[BuildSource]) -> str:
    """The module a path stands for: a file's module, or a folder's package."""
    if path.endswith(".py"):
        return sources[0].module
    modules = sorted((source.module for source in sources), key=len)
    if not modules:
        raise TargetError(f"{path}: no Python modules")
    return modules[0] if not modules[0].endswith(".__init__") else modules[0][: -len(".__init__")]


class AnnotateLoader(ProjectLoader):
    """The plugin's loader, except that a module's own check hides nothing: a mistake the
    analysed module's own jitted code also reaches is still evidence for the function
    whose parameter reaches it."""

    def own_reports(self, module: str) -> frozenset[tuple[str, str]]:
        return frozenset()
