"""The few places where the plugin touches mypy internals, each guarded.

The analysis runs once per module. mypy has no hook "after a module is analysed", and
call hooks do not fire in unannotated function bodies, so the plugin appends one marker
statement to each module it parses (`__import__("<marker>")`, a call of a builtin that
binds no name); the function hook for `builtins.__import__` sees the marker while the
module's top level is checked, and analyses the whole module then.

`mypy --num-workers N` (mypy 2) parses modules again in its workers without calling
`get_additional_deps`: no marker there. mypy calls `get_additional_indirect_deps` for every
module once it is checked, in workers too, with no checker at hand; `finished_module_context`
finds the module's checker so that the analysis can report there.
"""

from __future__ import annotations

import functools
import gc
import hashlib
import json
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Final

from mypy.checker import TypeChecker
from mypy.errorcodes import ErrorCode
from mypy.errors import ErrorInfo, Errors
from mypy.nodes import (
    ARG_POS,
    CallExpr,
    Context,
    ExpressionStmt,
    MypyFile,
    NameExpr,
    StrExpr,
    SymbolTableNode,
)
from mypy.options import Options
from mypy.plugin import CheckerPluginInterface, FunctionContext, MethodContext
from mypy.types import AnyType, CallableType, Instance, Type, TypeOfAny, get_proper_type

from jaxthink_typing import cli_env
from jaxthink_typing.model_cache import bundled_model_dir

MARKER: Final = "__jaxthink_typing_check_module__"


def add_marker(tree: MypyFile) -> None:
    """Append the marker statement to a parsed (not yet analysed) module."""
    if tree.is_stub or any(_is_marker_stmt(stmt) for stmt in tree.defs[-1:]):
        return
    argument = StrExpr(MARKER)
    call = CallExpr(NameExpr("__import__"), [argument], [ARG_POS], [None])
    stmt = ExpressionStmt(call)
    for node in (argument, call, call.callee, stmt):
        node.line = -1
        node.column = -1
    tree.defs.append(stmt)


def has_marker(tree: MypyFile) -> bool:
    return bool(tree.defs) and _is_marker_stmt(tree.defs[-1])


def _is_marker_stmt(stmt: object) -> bool:
    return (
        isinstance(stmt, ExpressionStmt)
        and isinstance(stmt.expr, CallExpr)
        and is_marker_call(stmt.expr.args)
    )


def is_marker_call(args: Sequence[object]) -> bool:
    return len(args) == 1 and isinstance(args[0], StrExpr) and args[0].value == MARKER


def marker_in(ctx: FunctionContext) -> bool:
    return bool(ctx.args) and len(ctx.args[0]) == 1 and is_marker_call(ctx.args[0])


def finished_module_context(tree: MypyFile) -> FunctionContext | None:
    """A context whose `api` is the type checker of `tree`, a module mypy has just checked
    (from `get_additional_indirect_deps`), with mypy's errors pointed at that module; None
    if mypy changed. mypy keeps the checker until the module is done. The search walks the
    objects the collector tracks; a worker freezes those it loaded before it checks, so
    there the walk is short (and the plugin searches only where no marker ran)."""
    try:
        checker = next(
            (
                referrer
                for referrer in gc.get_referrers(tree)
                if isinstance(referrer, TypeChecker) and referrer.tree is tree
            ),
            None,
        )
        if checker is None:
            return None
        # At module level: the checker's scope is closed by now.
        checker.errors.set_file(checker.path, tree.fullname, checker.options)
        where = position()
        anything = AnyType(TypeOfAny.special_form)
        return FunctionContext([], [], [], [], anything, [], where, checker)
    except Exception:
        return None


def current_tree(api: CheckerPluginInterface) -> MypyFile | None:
    """The module being checked (TypeChecker.tree), or None if mypy changed."""
    tree = getattr(api, "tree", None)
    return tree if isinstance(tree, MypyFile) else None


def all_modules(api: CheckerPluginInterface) -> dict[str, MypyFile]:
    """Every module of this run by name (TypeChecker.modules), for symbol look-ups."""
    modules = getattr(api, "modules", None)
    return modules if isinstance(modules, dict) else {}


def resolved_name(module: str, name: str, symbol: SymbolTableNode) -> str | None:
    """The fullname that `module.name` stands for, read without building its node where
    mypy has not yet: a module read from the cache keeps each name as a reference to the
    fullname it imports, or as its own definition, and builds the node (with its types:
    all of jax.numpy's names come to 12 MB) only when `node` is read."""
    if getattr(symbol, "unfixed", False):  # mypy 1.19 on: read lazily from the cache
        return symbol.cross_ref if symbol.cross_ref is not None else f"{module}.{name}"
    node = symbol.node
    return node.fullname if node is not None else None


def errors_are_ignored(api: CheckerPluginInterface) -> bool:
    """Whether mypy drops this module's errors (an installed package, a silenced import)."""
    errors = errors_of(api)
    return errors is not None and path_is_ignored(errors, api.path)


def installed_dirs(options: Options) -> tuple[str, ...]:
    """The folders of the Python path where mypy finds packages whose errors it silences
    (`PYTHONPATH` entries, site-packages), but those inside the current folder: there
    `PYTHONPATH=src` names the user's own code. Empty if mypy changed."""
    try:
        from mypy.modulefinder import get_search_dirs

        sys_path, site_packages = get_search_dirs(options.python_executable)
    except Exception:
        return ()
    here = os.path.join(os.path.abspath(os.getcwd()), "")
    found = (os.path.abspath(d) for d in (*sys_path, *site_packages))
    return tuple(d for d in found if not os.path.join(d, "").startswith(here))


def errors_of(api: CheckerPluginInterface) -> Errors | None:
    """mypy's error collector (one per mypy process, shared by all modules)."""
    errors = getattr(getattr(api, "msg", None), "errors", None)
    return errors if isinstance(errors, Errors) else None


def ignored_paths(api: CheckerPluginInterface) -> set[str] | None:
    """The paths of the modules whose errors mypy drops (mypy's own set, which grows as
    it parses), or None if mypy changed."""
    ignored = getattr(errors_of(api), "ignored_files", None)
    return ignored if isinstance(ignored, set) else None


def path_is_ignored(errors: Errors, path: str) -> bool:
    """Whether mypy drops the errors of the module at `path`."""
    ignored = getattr(errors, "ignored_files", None)
    return isinstance(ignored, set) and path in ignored


@functools.cache
def fingerprint() -> str:
    """The plugin's own fingerprint: `package_stamp` of its installed folder, and of the
    API model it ships when that lies beside the package (a checkout) rather than in it."""
    package = Path(__file__).resolve().parent
    model = bundled_model_dir()
    if model.parent == package:
        return package_stamp(package)
    stamps: list[tuple[str, int, int]] = []
    _stamp_folder(str(package), "", stamps)
    _stamp_folder(str(model), "stubs", stamps)
    return short_hash(sorted(stamps))


def package_stamp(package: Path) -> str:
    """A hash of the path, size and modification time of each source file of `package`
    and each model file under its `stubs/`: as mypy does for the modules it checks, an
    unchanged size and time are taken as unchanged contents (reading them all cost 6 ms
    on every run)."""
    stamps: list[tuple[str, int, int]] = []
    _stamp_folder(str(package), "", stamps)
    return short_hash(sorted(stamps))


def _stamp_folder(folder: str, relative: str, stamps: list[tuple[str, int, int]]) -> None:
    """Add the stamps of `folder` (at `relative` in the package) and of its subfolders."""
    in_stubs = relative == "stubs" or relative.startswith("stubs/")
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return
    for entry in entries:
        name = entry.name
        path = f"{relative}/{name}" if relative else name
        try:
            if entry.is_dir():
                if name != "__pycache__":
                    _stamp_folder(entry.path, path, stamps)
            elif name.endswith(".py") or (in_stubs and name.endswith(".pyi")):
                stat = entry.stat()
                stamps.append((path, stat.st_size, stat.st_mtime_ns))
        except OSError:
            continue


def shown_path(path: str, options: Options) -> str:
    """`path` as messages show it: relative to the project's root (the folder of mypy's
    configuration file, else the current one), whatever folder mypy was started in and
    however it was given the files; absolute when it lies outside the root. Under
    `jaxthink-typing check`, the user's file, not the command's temporary one."""
    try:
        config = cli_env.project_config_file(options.config_file)
        root = os.path.dirname(os.path.abspath(config)) if config else os.getcwd()
        relative = os.path.relpath(os.path.abspath(path), root)
    except (OSError, ValueError):  # another drive, a removed folder
        return path
    if relative == ".." or relative.startswith(".." + os.sep):
        return os.path.abspath(path)
    return relative.replace(os.sep, "/")


def keep_jax_ignores(api: CheckerPluginInterface, tree: MypyFile) -> None:
    """Count each `# type: ignore[jax-...]` of `tree` as used: the report it silences may
    come from another module's analysis (shown at a call there), so mypy's unused-ignore
    check, which sees only this module's errors, must not flag it."""
    errors = errors_of(api)
    if errors is None:
        return
    try:
        used = errors.used_ignored_lines[tree.path]
        for line, codes in tree.ignored_lines.items():
            jax_codes = [code for code in codes if code.startswith("jax-")]
            if jax_codes:
                used[line].extend(jax_codes)
    except (AttributeError, KeyError, TypeError):  # another mypy's internals: flagged, no error
        return


def note_under(
    api: CheckerPluginInterface, error: object, note: str, where: Context, code: ErrorCode
) -> None:
    """A note that belongs to `error` (mypy drops it with the error, and keeps it beside
    the error when it removes repeated notes); a plain note where mypy has no such link."""
    if isinstance(error, ErrorInfo) and isinstance(api, TypeChecker):
        try:
            api.msg.note(note, where, code=code, parent_error=error)
            return
        except TypeError:  # a mypy without parent_error
            pass
    api.msg.note(note, where, code=code)


def short_hash(*parts: object) -> str:
    """16 hex digits of the hash of `parts` as JSON (sorted keys)."""
    text = json.dumps(parts, sort_keys=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def default_partial_call(ctx: MethodContext) -> Type:
    """What mypy's own functools plugin makes of `functools.partial(...)(...)`: a plugin
    hook for `functools.partial.__call__` replaces it, so it is called from there."""
    try:
        from mypy.plugins.functools import partial_call_callback

        return partial_call_callback(ctx)
    except Exception:
        return ctx.default_return_type


def default_partial_new(ctx: FunctionContext) -> Type:
    """What mypy's own functools plugin makes of `functools.partial(f, ...)` (our hook for
    it replaces mypy's, so it is called from there)."""
    try:
        from mypy.plugins.functools import partial_new_callback

        return partial_new_callback(ctx)
    except Exception:
        return ctx.default_return_type


def partial_target(ctx: MethodContext) -> CallableType | None:
    """The function a `functools.partial` instance wraps, as mypy's functools plugin
    recorded it in the instance's extra attributes (`__mypy_partial`)."""
    extra = ctx.type.extra_attrs if isinstance(ctx.type, Instance) else None
    wrapped = get_proper_type(extra.attrs.get("__mypy_partial")) if extra is not None else None
    return wrapped if isinstance(wrapped, CallableType) else None


# `mypy.parse.parse`'s keywords beyond the five every release takes, newest first: 2.0
# added `file_exists` (False: parse the text given, not the file) and `eager` (the whole
# tree now), which 2.1 kept alone; 1.x has neither.
_PARSE_KEYWORDS: Final[tuple[dict[str, bool], ...]] = (
    {"file_exists": False, "eager": True},
    {"eager": True},
    {},
)
_parse_keywords: list[dict[str, bool]] = []


def parse_text(text: str, path: str, module: str, errors: Errors, options: Options) -> MypyFile:
    """`text` parsed as this mypy parses a module, whatever its release's `parse` takes
    (the keywords it accepts are found by the first call and kept)."""
    from mypy.parse import parse

    if _parse_keywords:
        return parse(text, path, module, errors, options, **_parse_keywords[0])
    for keywords in _PARSE_KEYWORDS:
        try:
            tree = parse(text, path, module, errors, options, **keywords)
        except TypeError:  # a keyword this release does not take
            continue
        _parse_keywords.append(keywords)
        return tree
    raise TypeError("mypy.parse.parse takes none of the known signatures")


def parse_module(text: str, path: str, module: str, options: Options) -> MypyFile | None:
    """A new tree of `text`, parsed as mypy parses it, with mypy's first pass (which marks
    unreachable blocks) and no names bound; None when it does not parse."""
    try:
        from mypy.errors import Errors
        from mypy.semanal_pass1 import SemanticAnalyzerPreAnalysis

        errors = Errors(options)
        tree = parse_text(text, path, module, errors, options)
        if errors.is_errors():
            return None
        SemanticAnalyzerPreAnalysis().visit_file(tree, path, module, options)
        return tree
    except Exception:  # a module the plugin cannot read is not followed
        return None


def position(line: int = 1, column: int = 0) -> NameExpr:
    """A node at `line`/`column` for mypy's error API (line 1: about the whole module)."""
    where = NameExpr("")
    where.line, where.column = line, column
    return where
