"""`jaxthink-typing check [PATHS]`: mypy with the plugin on the project, its `jax-*`
reports at the mistakes' own places, sorted, in a format, against a baseline.

Exit status, as ruff's: 0 when nothing fails the run (notes such as `jax-traced-print`
are shown but do not fail it, as with mypy), 1 when a report does, 2 when mypy could not
check the project, an argument is bad, or a configuration or baseline cannot be read.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from jaxthink_typing import cli_env
from jaxthink_typing.cli import baseline, missing_modules, mypy_output, mypy_run, project_config
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


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser(
        "check",
        help="run mypy with the plugin and show its jax-* reports",
        description="Run mypy with the jaxthink-typing plugin (added to your mypy "
        "configuration for this run if it lacks it) and show its jax-* reports, each at "
        "the mistake's own file and line. Run from any folder of the project. Exit status: 0 "
        "nothing fails, 1 reports, 2 mypy could not run, cannot find JAX, or a bad "
        "argument or configuration.",
    )
    parser.add_argument(
        "paths",
        nargs="*",
        metavar="PATH",
        help="files or folders whose reports to show (default: all). The whole program "
        "is analysed (the configuration's `files`, else the project's folder, plus these "
        "paths), so a mistake in FILE that only a caller elsewhere reaches is reported",
    )
    parser.add_argument(
        "--config-file",
        metavar="FILE",
        help="mypy's configuration (default: as mypy finds it from the PATHs' folder, else "
        "from the current one)",
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
    parser.add_argument(
        "--allow-missing-jax",
        action="store_true",
        help="where mypy cannot find JAX, warn and go on (default: exit status 2, since "
        "nothing can be checked without it)",
    )
    parser.add_argument(
        "--strict-imports",
        action="store_true",
        help="exit status 2 also where mypy cannot find a library that code using JAX "
        "imports (default: a warning); the pre-commit hook uses it",
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
    if args.update_baseline and args.paths:
        parser.error("--update-baseline records the whole project's reports: give no PATH")
    try:
        import mypy.api  # noqa: F401
    except ImportError:
        return _fail("mypy is not installed here: pip install 'jaxthink-typing[mypy]'")
    here = Path.cwd()
    try:
        config = project_config.find(args.config_file, _start(args, here))
        root = here if args.config_file else _folder_to_run_in(config, here)
        if root != here:  # a subfolder of the project: mypy runs where its `files` start
            os.chdir(root)
            config = project_config.find(str(config.path))
        known: Counter[baseline.Key] | None = None
        if args.baseline and not args.update_baseline:
            known = baseline.load(here / args.baseline)
        with tempfile.TemporaryDirectory(prefix="jaxthink-typing-") as folder:
            invocation = mypy_invocation(config, args, Path(folder), here)
            counter = Path(folder) / "modules" if sys.stderr.isatty() else None
            if counter is not None:
                invocation.environment[cli_env.PROGRESS_FILE] = str(counter)
            result = mypy_run.run(invocation.args, invocation.environment, counter)
    except (project_config.ConfigError, baseline.BaselineError) as error:
        return _fail(str(error))
    finally:
        os.chdir(here)
    return _finish(args, config, invocation, result, known)


def _start(args: argparse.Namespace, here: Path) -> Path:
    """Where to look for the project's configuration: from the paths given (the project
    that holds them), else from the current folder."""
    if args.config_file or not args.paths:
        return here
    folders = [
        here / path if (here / path).is_dir() else (here / path).parent for path in args.paths
    ]
    common = Path(os.path.commonpath([os.path.abspath(folder) for folder in folders]))
    return common if common.is_dir() else here


def _folder_to_run_in(config: project_config.ProjectConfig, here: Path) -> Path:
    """The root of the project whose configuration was found (the command may run in one
    of its subfolders, or name files of another project): mypy reads the configuration's
    paths from the folder it runs in. Else the current folder."""
    if config.path is None or config.is_users:
        return here
    return config.root


def mypy_invocation(
    config: project_config.ProjectConfig,
    args: argparse.Namespace,
    folder: Path,
    here: Path | None = None,
) -> Invocation:
    """How to run mypy for `check` (and the language server): the project's configuration
    with the plugin added where it lacks it, on the program holding `args.paths` (`here`:
    the folder they are relative to, by default the current one)."""
    invocation = Invocation(list(MYPY_OUTPUT_FLAGS))
    config_file = str(config.path) if args.config_file and config.path else None
    if config.has_plugin:
        if config_file:
            invocation.args += ["--config-file", config_file]
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
    base = here if here is not None else Path.cwd()
    targets = program(config, [str(base / path) for path in args.paths])
    invocation.args += ["--", *targets] if targets else []
    return invocation


def program(config: project_config.ProjectConfig, paths: list[str]) -> list[str]:
    """mypy's targets for a check of `paths` (absolute): the whole program they belong
    to, so that a mistake in a file reached only from a caller elsewhere is found. That
    is what the configuration names (`files`; `packages` or `modules`, which mypy cannot
    mix with files, are left to it) or else the project's folder, plus any path outside
    it. [] leaves the choice to mypy's configuration."""
    if config.names_targets and not config.files:
        return []
    whole = [os.path.abspath(name) for name in config.files] or [str(Path.cwd())]
    outside = [path for path in paths if not any(_within(path, top) for top in whole)]
    if not outside:
        return [] if config.files else ["."]
    return [*(config.files or ["."]), *outside]


def _within(path: str, top: str) -> bool:
    return os.path.normpath(path) == os.path.normpath(top) or Path(path).is_relative_to(top)


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
    missing = missing_modules.found(filed)
    filed = [report for report in filed if not missing_modules.is_note(report)]
    root = str(config.root)
    sources = SourceFiles()
    reports = merged(at_mistake(report, root, sources) for report in filed)
    if not args.all:
        reports = [report for report in reports if is_jax(report)]
    if args.paths:  # the reports in the files asked about, wherever the program reached them
        asked = [os.path.abspath(path) for path in args.paths]
        reports = [r for r in reports if any(_within(r.place.file, p) for p in asked)]
    baselined: list[Report] = []
    if args.update_baseline:
        known = baseline.keys_of(reports, root, sources)
        try:
            Path(args.baseline).write_text(baseline.text(known), encoding="utf-8")
        except OSError as error:
            return _fail(f"{args.baseline}: cannot write the baseline ({error.strerror})")
        noun = "report" if len(reports) == 1 else "reports"
        print(f"jaxthink-typing: wrote {len(reports)} {noun} to {args.baseline}", file=sys.stderr)
    if known is not None:
        if not args.paths:  # the whole program: an entry nothing matches was fixed
            _tell_stale(args.baseline, baseline.stale(reports, known, root, sources))
        reports, baselined = baseline.split(reports, known, root, sources)
    shown = shown_from(reports, folder)
    sys.stdout.write(FORMATS[args.output_format](shown))
    line = summary(reports, len(baselined))
    if args.output_format == "text":
        print(("\n" if reports else "") + line)
    else:  # stdout holds the format alone
        print(line, file=sys.stderr)
    if missing_modules.tell(missing, not args.allow_missing_jax, args.strict_imports):
        return FAILED
    return REPORTED if any(report.is_error for report in reports) else CLEAN


def _tell_stale(path: str, entries: Counter[baseline.Key]) -> None:
    """Say which baseline entries match nothing any more (the status stays as it is)."""
    count = sum(entries.values())
    if count:
        noun = "entry matches" if count == 1 else "entries match"
        print(
            f"jaxthink-typing: {count} baseline {noun} no report any more (fixed, or its line"
            f" changed); `--update-baseline` drops them from {path}:\n"
            + baseline.describe_stale(entries),
            file=sys.stderr,
        )


def _fail(message: str) -> int:
    print(f"jaxthink-typing: error: {message}", file=sys.stderr)
    return FAILED
