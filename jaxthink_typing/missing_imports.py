"""Say once when mypy cannot find JAX, or a library that code using JAX imports.

mypy then types the module as `Any` (with `ignore_missing_imports`, common in JAX
projects, without a word), so nothing that goes through it is analysed: with no JAX, no
transformation is seen and the run is clean however wrong the code is. One note per
missing module, at its first import in a module that imports JAX, names it;
`jaxthink-typing check` reads these notes (`MISSING`) to warn, or to fail the run.

A module counts as missing when mypy did not load it and no folder mypy searches (the
checked Python's `sys.path` and site-packages, `mypy_path`, the current folder) holds it;
one that is installed without type information (mypy's `import-untyped`) is not missing,
nor is one imported under `try: ... except ImportError:` (an optional dependency).
"""

from __future__ import annotations

import contextlib
import functools
import os
import re
import sys
from typing import Final

from mypy.nodes import (
    Block,
    ClassDef,
    Decorator,
    ForStmt,
    FuncDef,
    IfStmt,
    Import,
    ImportAll,
    ImportBase,
    ImportFrom,
    MypyFile,
    NameExpr,
    Statement,
    TryStmt,
    WhileStmt,
    WithStmt,
)
from mypy.options import Options
from mypy.plugin import FunctionContext, MethodContext

from jaxthink_typing import mypy_glue

JAX: Final = "jax"
JAX_MESSAGE: Final = (
    'jaxthink-typing: mypy cannot find the module "jax" where it runs, so JAX is Any '
    "and no tracing mistake can be found; install your project's JAX in the environment "
    "mypy checks (or point mypy's python_executable at it)"
)
LIBRARY_MESSAGE: Final = (
    'jaxthink-typing: mypy cannot find the module "{name}", which this module uses with '
    "JAX, so what goes through it is not analysed; install it where mypy runs"
)
MISSING: Final = re.compile(r'^jaxthink-typing: mypy cannot find the module "([^"]+)"')


class MissingImports:
    """Notes each module missing for mypy once per mypy process (a daemon's included)."""

    def __init__(self) -> None:
        self._seen: set[int] = set()
        # Each note is made again at every hook of its module (a hook may run under an
        # error filter); mypy drops the repeats.
        self._notes: dict[int, list[tuple[str, int]]] = {}
        self._noted: set[str] = set()

    def check(self, ctx: FunctionContext | MethodContext) -> None:
        """Look at the imports of the module being checked."""
        with contextlib.suppress(Exception):  # never break mypy over a hint
            self._check(ctx)

    def _check(self, ctx: FunctionContext | MethodContext) -> None:
        tree = mypy_glue.current_tree(ctx.api)
        if tree is None:
            return
        if id(tree) not in self._seen:
            self._seen.add(id(tree))
            found = _missing(ctx, tree)
            fresh = [(name, line) for name, line in found if name not in self._noted]
            self._noted.update(name for name, _ in fresh)
            if fresh:
                self._notes[id(tree)] = fresh
        for name, line in self._notes.get(id(tree), ()):
            text = JAX_MESSAGE if name == JAX else LIBRARY_MESSAGE.format(name=name)
            ctx.api.msg.note(text, mypy_glue.position(line))


def _missing(ctx: FunctionContext | MethodContext, tree: MypyFile) -> list[tuple[str, int]]:
    """The top-level modules, with their first import's line, that `tree` imports and
    mypy cannot find, if `tree` imports JAX; JAX first."""
    if tree.is_stub or mypy_glue.errors_are_ignored(ctx.api):
        return []
    modules = mypy_glue.all_modules(ctx.api)
    if not modules:
        return []
    imports = [imp for imp in tree.imports if not imp.is_unreachable]
    names = {name for imp in imports for name in _absolute_names(imp)}
    if not any(name == JAX or name.startswith(f"{JAX}.") for name in names):
        return []
    options = ctx.api.options
    candidates = {name for name in names if name not in modules and _not_found(name, options)}
    if not candidates:
        return []
    optional = _optional_imports(tree)  # a walk of the module: only where one is missing
    missing: dict[str, int] = {}
    for imp in imports:
        if imp.line in optional:  # by line: mypy's `imports` are not the nodes of `defs`
            continue
        for name in _absolute_names(imp):
            if name in candidates:
                missing.setdefault(name.split(".")[0], imp.line)
    return sorted(missing.items(), key=lambda item: (item[0] != JAX, item[1], item[0]))


def _not_found(name: str, options: Options) -> bool:
    """Whether mypy could not find `name`: no folder it searches holds its top package."""
    top = name.split(".")[0]
    if top in sys.stdlib_module_names:
        return False
    if options.clone_for_module(name).follow_imports == "skip":
        return False
    return not _on_disk(top, _search_dirs(options))


def _optional_imports(tree: MypyFile) -> set[int]:
    """The lines of the imports under `try: ... except ImportError:` (or
    ModuleNotFoundError), at any depth: the program runs without them, so their absence
    is no reason to warn."""
    found: set[int] = set()
    _walk(tree.defs, found, guarded=False)
    return found


def _walk(statements: list[Statement], found: set[int], guarded: bool) -> None:
    for statement in statements:
        if isinstance(statement, ImportBase):
            if guarded:
                found.add(statement.line)
        elif isinstance(statement, TryStmt):
            caught = {t.name for t in statement.types if isinstance(t, NameExpr)}
            inner = guarded or bool(caught & {"ImportError", "ModuleNotFoundError"})
            _walk(statement.body.body, found, inner)
            for block in (*statement.handlers, statement.else_body, statement.finally_body):
                if block is not None:
                    _walk(block.body, found, guarded)
        else:
            for block in _blocks(statement):
                _walk(block.body, found, guarded)


def _blocks(statement: Statement) -> list[Block]:
    """The blocks directly inside a statement that holds some."""
    if isinstance(statement, IfStmt):
        return [*statement.body, *([statement.else_body] if statement.else_body else [])]
    if isinstance(statement, WithStmt | ForStmt | WhileStmt | FuncDef):
        return [statement.body]
    if isinstance(statement, Decorator):
        return [statement.func.body]
    if isinstance(statement, ClassDef):
        return [statement.defs]
    if isinstance(statement, Block):
        return [statement]
    return []


def _absolute_names(imp: ImportBase) -> list[str]:
    if isinstance(imp, Import):
        return [name for name, _ in imp.ids]
    if isinstance(imp, ImportFrom | ImportAll) and imp.relative == 0:
        return [imp.id]
    return []


def _search_dirs(options: Options) -> tuple[str, ...]:
    return _dirs_for(options.python_executable, tuple(options.mypy_path), os.getcwd())


@functools.cache
def _dirs_for(executable: str | None, mypy_path: tuple[str, ...], cwd: str) -> tuple[str, ...]:
    from mypy.modulefinder import get_search_dirs

    python_path, site_packages = get_search_dirs(executable or sys.executable)
    return tuple(dict.fromkeys([cwd, *mypy_path, *python_path, *site_packages]))


@functools.cache
def _on_disk(top: str, folders: tuple[str, ...]) -> bool:
    """Whether a package, module, stub package or extension named `top` is in a folder."""
    for folder in folders:
        try:
            names = os.listdir(folder)
        except OSError:
            continue
        for entry in names:
            if entry in (top, f"{top}.py", f"{top}.pyi", f"{top}-stubs"):
                return True
            if entry.startswith(f"{top}.") and entry.endswith((".so", ".pyd")):
                return True
    return False
