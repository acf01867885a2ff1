"""A warm mypy for the editor: mypy's daemon server run in this process, kept between saves.

The first check builds the whole project (no cache: as cold as `jaxthink-typing check`
without one); each later check is mypy's fine-grained increment, which rechecks the
modules whose text changed and those the plugin made depend on them (`fine_grained.py`).
mypy's output goes through the same steps as the command's: its JSON lines, each report
moved to the mistake's own place, one report per mistake, the `jax-*` ones kept.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import threading
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from jaxthink_typing.cli import command, mypy_output, project_config
from jaxthink_typing.cli.mypy_run import environment_set
from jaxthink_typing.cli.placing import at_mistake
from jaxthink_typing.cli.reports import Report, is_jax, merged
from jaxthink_typing.cli.source_places import SourceFiles


class CheckError(Exception):
    """mypy could not check the project (a bad configuration, a crash): its message."""


@dataclass(frozen=True)
class Outcome:
    """One check's `jax-*` reports, at the mistakes' places (absolute paths)."""

    reports: list[Report]
    incremental: bool  # a fine-grained increment, not the first build


class WarmChecker:
    """mypy's daemon server for one project folder, in this process; one check at a time."""

    def __init__(self, root: Path, paths: list[str], config_file: str | None = None) -> None:
        self.root = root
        self._lock = threading.Lock()
        self._folder = tempfile.TemporaryDirectory(prefix="jaxthink-typing-lsp-")
        self._server: Any = None
        self._args: list[str] = []
        self._environment: dict[str, str] = {}
        self._config = project_config.find(config_file)
        request = argparse.Namespace(paths=paths, config_file=config_file)
        invocation = command.mypy_invocation(self._config, request, Path(self._folder.name))
        self._args = invocation.args
        self._environment = invocation.environment
        self._environment.pop("MYPY_CACHE_DIR", None)  # the daemon keeps no cache

    def check(self) -> Outcome:
        """The project's `jax-*` reports now: the first build, then increments."""
        with self._lock, environment_set(self._environment):
            try:
                incremental = self._server is not None
                result = self._run()
            except Exception as error:  # mypy's own crash: show it, keep the editor going
                self._server = None
                raise CheckError(traceback.format_exc()) from error
        status = result.get("status")
        if "out" not in result or status not in (0, 1):
            self._server = None  # a broken build is not kept
            raise CheckError(str(result.get("err") or result.get("error") or result))
        filed = mypy_output.filed_reports(str(result["out"]), str(self.root))
        sources = SourceFiles()
        root = str(self._config.root)
        reports = merged(at_mistake(report, root, sources) for report in filed)
        return Outcome([report for report in reports if is_jax(report)], incremental)

    def _run(self) -> dict[str, object]:
        from mypy.dmypy_server import Server, process_start_options
        from mypy.version import __version__

        if self._server is None:
            options = process_start_options(self._args, allow_sources=True)
            status_file = os.path.join(self._folder.name, "status.json")
            self._server = Server(options, status_file)
            return dict(self._server.cmd_run(__version__, self._args, False, False, 80))
        return dict(self._server.cmd_recheck(False, 80, False))

    def close(self) -> None:
        self._server = None
        self._folder.cleanup()
