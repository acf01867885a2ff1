"""From the engine's diagnostics to mypy errors with `jax-*` codes."""

from __future__ import annotations

import traceback

from mypy.plugin import CheckerPluginInterface, FunctionContext, MethodContext

from jaxthink_typing import codes, fine_grained, mypy_glue
from jaxthink_typing.analysis.api import ApiIndex
from jaxthink_typing.analysis.diagnostics import Diagnostic
from jaxthink_typing.analysis.model import ApiModel
from jaxthink_typing.analysis.module import analyse_module
from jaxthink_typing.analysis.rules import reveal
from jaxthink_typing.analysis.source import Source
from jaxthink_typing.analysis.suppression import own_comment
from jaxthink_typing.error_codes import ERROR_CODES
from jaxthink_typing.follow_store import FollowStore
from jaxthink_typing.following import ProjectLoader
from jaxthink_typing.settings import Settings


def check_module(
    ctx: FunctionContext | MethodContext,
    model: ApiModel,
    settings: Settings,
    follows: FollowStore | None = None,
    known: list[Diagnostic] | None = None,
) -> list[Diagnostic]:
    """Analyse the module being checked (unless `known`), following calls into the
    program's other modules, and report what the engine found."""
    api = ctx.api
    tree = mypy_glue.current_tree(api)
    if tree is None:
        return []
    daemon = known is None and fine_grained.enabled(api.options)
    ignored = mypy_glue.errors_are_ignored(api)
    if ignored and not daemon:
        return []  # an installed package's module: not even read (most modules of a run)
    source = Source.from_path(api.path, api.options) if daemon or known is None else None
    if daemon and source is not None:
        fine_grained.publish_digest(api, tree, "\n".join(source.lines))
    if ignored:
        return []
    diagnostics = known
    if diagnostics is None and source is not None:
        try:
            modules = mypy_glue.all_modules(api)
            index = ApiIndex.shared(model, modules)
            loader = None
            if follows is not None:
                silenced = mypy_glue.ignored_paths(api)
                loader = ProjectLoader(
                    follows, modules, api.options, index, settings, silenced, not daemon
                )
            diagnostics = analyse_module(tree, source, index, settings, loader)
            if loader is not None:
                loader.record(tree.fullname)
                if daemon:
                    fine_grained.depend_on(tree, loader.used)
        except Exception:  # a plugin bug must never become mypy's INTERNAL ERROR
            _internal_problem(ctx)
            return []
    if diagnostics is None:
        return []
    mypy_glue.keep_jax_ignores(api, tree)
    lines = source.lines if source is not None else Source.from_path(api.path).lines
    for diagnostic in _one_note_per_reveal(diagnostics):
        line = diagnostic.line
        text = lines[line - 1] if 0 < line <= len(lines) else ""
        if not diagnostic.origin and own_comment(text, diagnostic.code.name):
            continue  # `# jaxthink: ignore[...]` on the line itself
        _report(api, diagnostic)
    return diagnostics


def _one_note_per_reveal(diagnostics: list[Diagnostic]) -> list[Diagnostic]:
    """One note for each `reveal_tracedness` call, which a function analysed in several
    contexts (its calls, and the analysis from an unknown place) answers several times:
    "unknown" is left out when a context knows more, and the rest are joined."""
    reveals: dict[tuple[int, int], list[Diagnostic]] = {}
    for diagnostic in diagnostics:
        if diagnostic.code is codes.REVEAL:
            reveals.setdefault((diagnostic.line, diagnostic.column), []).append(diagnostic)
    kept: list[Diagnostic] = []
    for diagnostic in diagnostics:
        place = (diagnostic.line, diagnostic.column)
        if diagnostic.code is not codes.REVEAL:
            kept.append(diagnostic)
        elif place in reveals:
            kept.append(reveal.joined(reveals.pop(place)))
    return kept


def _report(api: CheckerPluginInterface, diagnostic: Diagnostic) -> None:
    """One diagnostic as mypy's error (or note) and the notes under it: why the value is
    traced, the fix, and where to read more."""
    where = mypy_glue.position(diagnostic.line, diagnostic.column)
    code = ERROR_CODES[diagnostic.code.name]
    notes = list(diagnostic.notes)
    if diagnostic.code in codes.ALL_CODES:
        notes.append(f"See: python -m jaxthink_typing explain {diagnostic.code.name}")
    if diagnostic.severity == "note":
        # mypy prints no code after a note; show it, so it can be ignored by name.
        message = diagnostic.message
        if diagnostic.code is not codes.REVEAL:
            message += f"  [{diagnostic.code.name}]"
        api.msg.note(message, where, code=code)
        for note in notes:
            api.msg.note(note, where, code=code)
        return
    error = api.fail(diagnostic.message, where, code=code)
    for note in notes:
        mypy_glue.note_under(api, error, note, where, code)


def _internal_problem(ctx: FunctionContext | MethodContext) -> None:
    """Say once, as a note, that the analysis of this module stopped early."""
    where = mypy_glue.position()
    last = traceback.format_exc(limit=-1).strip().splitlines()[-1]
    ctx.api.msg.note(
        f"jaxthink-typing could not analyse this module ({last}); please report it",
        where,
    )
