"""The mypy plugin: registers hooks and hands the work to `jaxthink_typing.analysis`.

Enable with `plugins = ["jaxthink_typing.mypy_plugin"]` in mypy's configuration.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from mypy.errors import Errors
from mypy.nodes import MypyFile
from mypy.options import Options
from mypy.plugin import FunctionContext, MethodContext, Plugin, ReportConfigContext
from mypy.types import Type

# error_codes makes the jax-* codes now, before mypy checks `disable_error_code`.
from jaxthink_typing import __version__, cli_env, error_codes, mypy_glue  # noqa: F401
from jaxthink_typing.config import load_config
from jaxthink_typing.follow_store import FollowStore
from jaxthink_typing.missing_imports import MissingImports
from jaxthink_typing.model_cache import CachedModel, bundled_model_dir
from jaxthink_typing.resolution import ResolutionCheck

if TYPE_CHECKING:
    from jaxthink_typing.analysis.diagnostics import Diagnostic
    from jaxthink_typing.analysis.model import ApiModel
    from jaxthink_typing.analysis.specs.base import Spec

# The spec tables and the signature hooks are imported when mypy first checks a call: a
# warm run that checks nothing does not load them.


class JaxThinkPlugin(Plugin):
    """Marks each parsed module and analyses it when mypy checks its top level."""

    def __init__(self, options: Options) -> None:
        super().__init__(options)
        self.config = load_config(cli_env.project_config_file(options.config_file))
        self._model = CachedModel(
            [bundled_model_dir(), *self.config.model_dirs],
            options.cache_dir if options.incremental else None,
            mypy_glue.fingerprint(),
        )
        self._worker_reports: dict[int, list[Diagnostic]] = {}
        self._errors: Errors | None = None  # mypy's, once a hook has seen it
        self._resolution = ResolutionCheck()
        self._missing = MissingImports()
        self.follows = FollowStore(options, self.config.follow_packages)
        self._config_data: str | None = None
        self._function_hooks: dict[str, Callable[[FunctionContext], Type] | None] = {}
        self._marking = False  # this process parses modules through get_additional_deps
        self._progress = cli_env.ProgressMarks()  # for `jaxthink-typing check`'s progress line
        problems = [
            *self.config.problems,
            *(f"{p.file}:{p.line}: {p.message}" for p in self._model.problems),
        ]
        for text in problems:  # mypy goes on; these settings or model entries are skipped
            print(f"jaxthink-typing: {text}", file=sys.stderr)

    @property
    def model(self) -> ApiModel:
        """The API model, built when a module is first checked."""
        return self._model.model

    def get_additional_deps(self, file: MypyFile) -> list[tuple[int, str, int]]:
        mypy_glue.add_marker(file)
        self._marking = True
        self._progress.module_parsed()
        return []

    def get_additional_indirect_deps(self, file: MypyFile) -> set[str]:
        # mypy 2 calls this once a module is checked, in the workers of --num-workers too:
        # a module no hook reached there (its JAX use only in unannotated bodies) is
        # analysed now. Finding its checker costs a search of recent objects, so modules
        # analysed already and those whose errors mypy drops are passed by first.
        if file.is_stub or mypy_glue.has_marker(file) or id(file) in self._worker_reports:
            return set()
        if self._errors is not None and mypy_glue.path_is_ignored(self._errors, file.path):
            return set()
        try:
            ctx = mypy_glue.finished_module_context(file)
            if ctx is not None:
                self._check_unmarked(ctx)
        except Exception:  # never break mypy: the module goes unreported instead
            pass
        return set()

    def get_function_hook(self, fullname: str) -> Callable[[FunctionContext], Type] | None:
        # mypy asks at every call it checks: answered once per callee.
        try:
            return self._function_hooks[fullname]
        except KeyError:
            hook = self._function_hooks[fullname] = self._function_hook(fullname)
            return hook

    def _function_hook(self, fullname: str) -> Callable[[FunctionContext], Type] | None:
        from jaxthink_typing.analysis.specs import PACKAGES

        if fullname == "builtins.__import__":
            return self._on_import_call
        spec = self.config.settings.spec_for(fullname)
        if spec is not None:
            return functools.partial(self._on_transformation, spec)
        if fullname == "functools.partial":  # mypy's own hook is called from ours
            return self._on_partial
        if fullname.startswith(PACKAGES) and not self._marking:  # see _check_unmarked
            return self._on_library_call
        return None

    def get_method_hook(self, fullname: str) -> Callable[[MethodContext], Type] | None:
        if fullname == "functools.partial.__call__":  # mypy's own hook is called from ours
            return self._on_partial_call
        return None

    def report_config_data(self, ctx: ReportConfigContext) -> object:
        # A new plugin, setting or model file (bundled or the user's) invalidates mypy's
        # cache of the reports it made (the same for every module: made once), and so
        # does an edit of a module whose bodies the module's analysis entered. One short
        # hash: mypy stores it in every module's cache entry and compares it on each run.
        if self._config_data is None:
            self._config_data = mypy_glue.short_hash(
                __version__,
                mypy_glue.fingerprint(),
                self.config.fingerprint(),
                self._model.digest,
            )
        follows = self.follows.fingerprint(ctx.id, checking=ctx.is_check)
        return f"{self._config_data}:{follows}" if follows else self._config_data

    def _on_import_call(self, ctx: FunctionContext) -> Type:
        if mypy_glue.marker_in(ctx):
            self._resolution.check(ctx)
            self._missing.check(ctx)
            _check_module()(ctx, self.model, self.config.settings, self.follows)
        return ctx.default_return_type

    def _on_transformation(self, spec: Spec, ctx: FunctionContext) -> Type:
        self._check_unmarked(ctx)
        if not self.config.keep_signatures:
            return ctx.default_return_type
        from jaxthink_typing.signature_hooks import preserved_signature

        return preserved_signature(ctx, spec)

    def _on_partial(self, ctx: FunctionContext) -> Type:
        self._check_unmarked(ctx)
        return mypy_glue.default_partial_new(ctx)

    def _on_partial_call(self, ctx: MethodContext) -> Type:
        self._check_unmarked(ctx)
        if not self.config.keep_signatures:
            return mypy_glue.default_partial_call(ctx)
        from jaxthink_typing.signature_hooks import partial_call_signature

        return partial_call_signature(ctx)

    def _on_library_call(self, ctx: FunctionContext) -> Type:
        self._check_unmarked(ctx)
        return ctx.default_return_type

    def _check_unmarked(self, ctx: FunctionContext | MethodContext) -> None:
        # `mypy --num-workers` re-parses modules in worker processes without calling
        # get_additional_deps, so they carry no marker; there, the first checked call of a
        # transformation, functools.partial or a jax/equinox/flax function (a decorator, a
        # module-level call, a call in an annotated body) triggers the analysis instead,
        # and get_additional_indirect_deps does for every module once it is checked. A
        # process that marks what it parses (checking starts after parsing) has no hook on
        # jax/equinox/flax functions: mypy's plugin path for a call costs more than none.
        # A hook may run under an error filter (overload inference), so the reports are
        # made at every call; mypy drops repeated ones, and the analysis itself runs once.
        self._errors = self._errors or mypy_glue.errors_of(ctx.api)
        tree = mypy_glue.current_tree(ctx.api)
        if tree is not None and not mypy_glue.has_marker(tree):
            self._resolution.check(ctx)
            self._missing.check(ctx)
            known = self._worker_reports.get(id(tree))
            settings = self.config.settings
            self._worker_reports[id(tree)] = _check_module()(
                ctx, self.model, settings, self.follows, known
            )


@functools.cache
def _check_module() -> Callable[..., list[Diagnostic]]:
    """`reporting.check_module`, imported when a module is first checked: a warm run that
    checks nothing does not load the engine. If the engine cannot be imported (a mypy
    release without an API it uses), the check goes on without it, and says so once."""
    try:
        from jaxthink_typing.reporting import check_module
    except Exception as error:  # never mypy's INTERNAL ERROR
        return _Unavailable(f"{type(error).__name__}: {error}")
    return check_module


class _Unavailable:
    """Stands in for `check_module` when the engine cannot be imported: says why once, in
    the first module whose errors mypy shows, and reports nothing."""

    def __init__(self, reason: str) -> None:
        self.reason = reason
        self.said = False

    def __call__(self, ctx: FunctionContext | MethodContext, *_: object) -> list[Diagnostic]:
        if not self.said and not mypy_glue.errors_are_ignored(ctx.api):
            self.said = True
            message = (
                f"jaxthink-typing could not load its analysis ({self.reason}); please report it"
            )
            ctx.api.msg.note(message, mypy_glue.position())
        return []


def plugin(version: str) -> type[Plugin]:
    """mypy's entry point."""
    return JaxThinkPlugin
