"""The mypy plugin: registers hooks and hands the work to `jaxthink_typing.analysis`.

Enable with `plugins = ["jaxthink_typing.mypy_plugin"]` in mypy's configuration.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from mypy.nodes import MypyFile
from mypy.options import Options
from mypy.plugin import FunctionContext, Plugin, ReportConfigContext
from mypy.types import Type

from jaxthink_typing import __version__, mypy_glue
from jaxthink_typing.analysis.model import bundled_model_dir, load_model
from jaxthink_typing.reporting import check_module


class JaxThinkPlugin(Plugin):
    """Marks each parsed module and analyses it when mypy checks its top level."""

    def __init__(self, options: Options) -> None:
        super().__init__(options)
        self.model = load_model([bundled_model_dir()])
        for problem in self.model.problems:
            print(
                f"jaxthink-typing: {problem.file}:{problem.line}: {problem.message}",
                file=sys.stderr,
            )

    def get_additional_deps(self, file: MypyFile) -> list[tuple[int, str, int]]:
        mypy_glue.add_marker(file)
        return []

    def get_function_hook(self, fullname: str) -> Callable[[FunctionContext], Type] | None:
        if fullname == "builtins.__import__":
            return self._on_import_call
        return None

    def report_config_data(self, ctx: ReportConfigContext) -> object:
        # A new plugin or model invalidates mypy's cache of the reports it made.
        return {"jaxthink_typing": __version__, "fingerprint": mypy_glue.fingerprint()}

    def _on_import_call(self, ctx: FunctionContext) -> Type:
        if mypy_glue.marker_in(ctx):
            check_module(ctx, self.model)
        return ctx.default_return_type


def plugin(version: str) -> type[Plugin]:
    """mypy's entry point."""
    return JaxThinkPlugin
