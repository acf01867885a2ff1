"""The analysis of one module: the driver that runs its top level and every definition."""

from __future__ import annotations

from mypy.nodes import Decorator, MypyFile

from jaxthink_typing.analysis import probe, pytrees, signatures, static_arrays
from jaxthink_typing.analysis.annotations_check import check_annotations
from jaxthink_typing.analysis.api import EMPTY_MODEL, ApiIndex
from jaxthink_typing.analysis.callables import FunctionValue
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.diagnostics import RAISES, Diagnostic
from jaxthink_typing.analysis.foreign import LoadedModule, ModuleLoader
from jaxthink_typing.analysis.interprocedural import Interprocedural
from jaxthink_typing.analysis.iteration import Iteration
from jaxthink_typing.analysis.reach import Reach
from jaxthink_typing.analysis.source import Source
from jaxthink_typing.codes import ALL_CODES
from jaxthink_typing.settings import Settings


def analyse_module(
    tree: MypyFile,
    source: Source,
    api: ApiIndex | None = None,
    settings: Settings | None = None,
    loader: ModuleLoader | None = None,
) -> list[Diagnostic]:
    """All diagnostics for `tree`, sorted by position; `loader` gives the other modules
    whose functions the analysis follows calls into."""
    settings = settings or Settings()
    probe.checking(tree.fullname)  # an editor's hover answers (probe.py)
    pytrees.forget()  # a daemon's trees change between runs
    signatures.forget()
    ctx = Context(tree, source, api or ApiIndex(EMPTY_MODEL, {}), settings)
    run(ctx, loader)
    return [
        d
        for d in ctx.sink.sorted()
        if d.severity != "note" or d.code.name in settings.notes or d.code not in ALL_CODES
    ]


def own_reports(
    loaded: LoadedModule, api: ApiIndex, settings: Settings, loader: ModuleLoader
) -> frozenset[tuple[str, str]]:
    """("path:line", code) of what the check of a module the plugin parsed would report
    (at its own lines, or shown at its calls into further modules)."""
    ctx = Context(loaded.tree, loaded.source, api, settings, bodies=loaded.bodies)
    # Its own check, as if alone: not inside the statement of the analysis that asks.
    count, mark = RAISES.count, RAISES.mark
    RAISES.mark = None
    try:
        run(ctx, loader)
    finally:
        RAISES.count, RAISES.mark = count, mark
    return frozenset(
        (d.origin or f"{loaded.path}:{d.line}", d.code.name)
        for d in ctx.sink.diagnostics
        if d.severity != "note"
    )


def run(ctx: Context, loader: ModuleLoader | None = None) -> None:
    """Run the top level, then analyse every definition: transformed ones as their
    transformation traces them, the others as called from an unknown place. A module
    where none of this can report anything (reach.py) is left at that."""
    engine = Interprocedural(ctx, loader)
    try:
        _run(ctx, engine, loader)
    finally:
        engine.shared.release()


def _run(ctx: Context, engine: Interprocedural, loader: ModuleLoader | None) -> None:
    definitions = engine.definitions
    found = definitions.all_in(ctx.tree.defs, ctx.module_env)
    check_annotations(ctx, [d.func if isinstance(d, Decorator) else d for d, _ in found])
    static_arrays.check(ctx)
    if loader is not None:
        home_text = "\n".join(ctx.source.lines)
        reach = Reach(ctx, loader.load, loader.reach_cache(ctx.tree.fullname, home_text))
    else:
        reach = Reach(ctx, _nothing)
    shows = any(reach.shows_anything(d) for d, _ in found)
    if not shows and not reach.top_level_shows(ctx.tree.defs):
        return
    top = definitions.module_frame()
    top.iteration = Iteration(ctx.tree.defs)  # the program runs it: loops here repeat
    top.run_block(ctx.tree.defs)
    for definition, env in found:
        value = definitions.value_of(definition, env, top)
        engine.analyse_definition(value, top)
        target = value.func
        if not isinstance(target, FunctionValue) or target.transforms:
            continue
        if reach.shows_anything(definition):  # else there is nothing to find
            engine.guess(target, top)
    ctx.sink.drop_guesses(engine.shared.called)
    ctx.sink.drop_consequences()


def _nothing(module: str) -> None:
    return None
