"""From the engine's diagnostics to mypy errors with `jax-*` codes."""

from __future__ import annotations

import traceback
from typing import Final

from mypy.errorcodes import ErrorCode
from mypy.plugin import FunctionContext, MethodContext

from jaxthink_typing import codes, mypy_glue
from jaxthink_typing.analysis.api import ApiIndex
from jaxthink_typing.analysis.diagnostics import Diagnostic
from jaxthink_typing.analysis.model import ApiModel
from jaxthink_typing.analysis.module import analyse_module
from jaxthink_typing.analysis.source import Source
from jaxthink_typing.follow_store import FollowStore
from jaxthink_typing.following import ProjectLoader
from jaxthink_typing.settings import Settings

ERROR_CODES: Final[dict[str, ErrorCode]] = {
    code.name: ErrorCode(code.name, code.summary, "jax")
    for code in (*codes.ALL_CODES, codes.REVEAL, codes.ANALYSIS_LIMIT)
}


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
    if tree is None or mypy_glue.errors_are_ignored(api):
        return []
    diagnostics = known
    if diagnostics is None:
        try:
            modules = mypy_glue.all_modules(api)
            index = ApiIndex.shared(model, modules)
            source = Source.from_path(api.path, api.options)
            loader = None
            if follows is not None:
                loader = ProjectLoader(follows, modules, api.options, index, settings)
            diagnostics = analyse_module(tree, source, index, settings, loader)
            if loader is not None:
                loader.record(tree.fullname)
        except Exception:  # a plugin bug must never become mypy's INTERNAL ERROR
            _internal_problem(ctx)
            return []
    for diagnostic in diagnostics:
        where = mypy_glue.position(diagnostic.line, diagnostic.column)
        code = ERROR_CODES[diagnostic.code.name]
        message = diagnostic.message
        if diagnostic.code in codes.ALL_CODES:
            message += f" (python -m jaxthink_typing explain {diagnostic.code.name})"
        if diagnostic.severity == "note":
            # mypy prints no code after a note; show it, so it can be ignored by name.
            if diagnostic.code is not codes.REVEAL:
                message += f"  [{diagnostic.code.name}]"
            api.msg.note(message, where, code=code)
        else:
            api.fail(message, where, code=code)
    return diagnostics


def _internal_problem(ctx: FunctionContext | MethodContext) -> None:
    """Say once, as a note, that the analysis of this module stopped early."""
    where = mypy_glue.position()
    last = traceback.format_exc(limit=-1).strip().splitlines()[-1]
    ctx.api.msg.note(
        f"jaxthink-typing could not analyse this module ({last}); please report it",
        where,
    )
