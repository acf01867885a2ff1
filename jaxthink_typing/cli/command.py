"""`jaxthink-typing check [PATHS]`: mypy with the plugin on the project, its `jax-*`
reports at the mistakes' own places, sorted, in a format, against a baseline.

Exit status, as ruff's: 0 when nothing fails the run (notes such as `jax-traced-print`
are shown but do not fail it, as with mypy), 1 when a report does, 2 when mypy could not
check the project, an argument is bad, or a configuration or baseline cannot be read.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from jaxthink_typing import cli_env
from jaxthink_typing.cli import baseline, mypy_output, mypy_run, project_config
from jaxthink_typing.cli.formats import FORMATS
from jaxthink_typing.cli.formats.text import render as render_text
from jaxthink_typing.cli.placing import at_mistake
from jaxthink_typing.cli.reports import Report, is_jax, merged, shown_from, summary
from jaxthink_typing.cli.source_places import SourceFiles

CLEAN: Final = 0
REPORTED: Final = 1
FAILED: Final = 2
# mypy's output settings that the command reads: JSON, absolute paths, no context lines.
MYPY_OUTPUT_FLAGS: Final = (
    "--output",
    "json",
    "--show-absolute-path",
    "--hide-error-context",
    "--no-error-summary",
    "--show-error-codes",
    "--no-pretty",
)
CACHE_FOLDER: Final = "jaxthink-typing"
MODULE_NAMED: Final = re.compile(r'module named "([^"]+)"')


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser(
        "check",
        help="run mypy with the plugin and show its jax-* reports",
        description="Run mypy with the jaxthink-typing plugin (added to your mypy "
        "configuration for this run if it lacks it) and show its jax-* reports, each at "
        "the mistake's own file and line. Exit status: 0 nothing fails, 1 reports, 2 mypy "
        "could not run or a bad argument or configuration.",
    )
    parser.add_argument(
        "paths",
        nargs="*",
        metavar="PATH",
        help="files or folders to check (default: the configuration's `files`, else '.')",
    )
    parser.add_argument(
        "--config-file", metavar="FILE", help="mypy's configuration (default: as mypy finds it)"
    )
    parser.add_argument(
        "--all", action="store_true", help="show mypy's other reports too, not only jax-*"
    )
    parser.add_argument(
        "--output-format",
        choices=sorted(FORMATS),
        default="text",
        help="text (default), json, sarif (GitHub code scanning) or github (workflow "
        "commands: annotations in a GitHub Actions run)",
    )
    parser.add_argument(
        "--baseline",
        metavar="FILE",
        help="reports that match an entry of FILE are not shown and do not fail the run",
    )
    parser.add_argument(
        "--update-baseline",
        action="store_true",
        help="write today's reports to the --baseline FILE",
    )
    parser.set_defaults(run=run, parser=parser)


@dataclass
class Invocation:
    """mypy's arguments and the environment the plugin reads for one run."""

    args: list[str]
    environment: dict[str, str] = field(default_factory=dict)
    temporary_config: Path | None = None


def run(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    if args.update_baseline and not args.baseline:
        parser.error("--update-baseline needs --baseline FILE")
    try:
        import mypy.api  # noqa: F401
    except ImportError:
        return _fail("mypy is not installed here: pip install 'jaxthink-typing[mypy]'")
    try:
        config = project_config.find(args.config_file)
        known: Counter[baseline.Key] | None = None
        if args.baseline and not args.update_baseline:
            known = baseline.load(Path(args.baseline))
        with tempfile.TemporaryDirectory(prefix="jaxthink-typing-") as folder:
            invocation = mypy_invocation(config, args, Path(folder))
            counter = Path(folder) / "modules" if sys.stderr.isatty() else None
            if counter is not None:
                invocation.environment[cli_env.PROGRESS_FILE] = str(counter)
            result = mypy_run.run(invocation.args, invocation.environment, counter)
    except (project_config.ConfigError, baseline.BaselineError) as error:
        return _fail(str(error))
    return _finish(args, config, invocation, result, known)


def mypy_invocation(
    config: project_config.ProjectConfig, args: argparse.Namespace, folder: Path
) -> Invocation:
    invocation = Invocation(list(MYPY_OUTPUT_FLAGS))
    if config.has_plugin:
        if args.config_file:
            invocation.args += ["--config-file", args.config_file]
    else:
        written = project_config.write_with_plugin(config, folder)
        invocation.temporary_config = written
        invocation.args += ["--config-file", str(written)]
        # The plugin reads its settings from, and shows paths relative to, the user's file.
        invocation.environment[cli_env.PROJECT_CONFIG] = str(config.path or "")
        # Plain mypy's cache has no plugin data: keep ours apart, or each would
        # invalidate the other's.
        if config.cache_dir != os.devnull:
            invocation.environment["MYPY_CACHE_DIR"] = str(Path(config.cache_dir, CACHE_FOLDER))
    paths = list(args.paths) or ([] if config.names_targets else ["."])
    invocation.args += ["--", *paths] if paths else []
    return invocation


def _finish(
    args: argparse.Namespace,
    config: project_config.ProjectConfig,
    invocation: Invocation,
    result: mypy_run.MypyResult,
    known: Counter[baseline.Key] | None,
) -> int:
    folder = str(Path.cwd())
    messages = result.stderr
    if invocation.temporary_config is not None:  # name the user's file, not ours
        messages = messages.replace(str(invocation.temporary_config), str(config.path or ""))
    sys.stderr.write(messages)
    filed = mypy_output.filed_reports(result.stdout, folder)
    if result.status not in (CLEAN, REPORTED):
        sys.stderr.write(render_text(shown_from(filed, folder)))
        return _fail(f"mypy could not check the project (exit status {result.status})")
    root = str(config.root)
    sources = SourceFiles()
    reports = merged(at_mistake(report, root, sources) for report in filed)
    if not args.all:
        _warn_of_missing_modules(reports)
        reports = [report for report in reports if is_jax(report)]
    baselined: list[Report] = []
    if args.update_baseline:
        known = baseline.keys_of(reports, root, sources)
        try:
            Path(args.baseline).write_text(baseline.text(known), encoding="utf-8")
        except OSError as error:
            return _fail(f"{args.baseline}: cannot write the baseline ({error.strerror})")
        print(f"jaxthink-typing: wrote {len(reports)} reports to {args.baseline}", file=sys.stderr)
    if known is not None:
        reports, baselined = baseline.split(reports, known, root, sources)
    shown = shown_from(reports, folder)
    sys.stdout.write(FORMATS[args.output_format](shown))
    line = summary(reports, len(baselined))
    if args.output_format == "text":
        print(("\n" if reports else "") + line)
    else:  # stdout holds the format alone
        print(line, file=sys.stderr)
    return REPORTED if any(report.is_error for report in reports) else CLEAN


def _warn_of_missing_modules(reports: list[Report]) -> None:
    """Say so when mypy cannot find imported modules (JAX not installed where mypy runs, as
    in a pre-commit environment without it): calls into them are not analysed, and the
    run would otherwise pass in silence."""
    missing = sorted(
        {
            name
            for report in reports
            if report.code == "import-not-found"
            for name in MODULE_NAMED.findall(report.message)
        }
    )
    if missing:
        more = len(missing) - 3
        names = ", ".join(missing[:3]) + (f" and {more} more" if more > 0 else "")
        print(
            f"jaxthink-typing: warning: mypy cannot find {names}; what uses them is not "
            "checked (install them where mypy runs; --all shows mypy's errors)",
            file=sys.stderr,
        )


def _fail(message: str) -> int:
    print(f"jaxthink-typing: error: {message}", file=sys.stderr)
    return FAILED
