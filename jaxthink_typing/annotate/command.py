"""`python -m jaxthink_typing annotate`: the subcommand's options and what it prints."""

from __future__ import annotations

import argparse
import json
import sys
from contextlib import nullcontext

# The default folder of the report cache; report_cache.py holds the rest (and mypy).
DEFAULT_FOLDER = ".jaxthink_typing_cache/annotate"

DESCRIPTION = """\
Propose Static[...] / Traced[...] marks for the public functions and methods of a package:
each function is analysed as jax.jit traces it, every unannotated parameter a tracer, and a
parameter that reaches a place JAX needs concrete (a shape, a Python bound, an "if", a dict
key, a static argument) is proposed Static, with that line as evidence. With --traced, a
parameter used only in traced operations is proposed Traced. Nothing is proposed where the
analysis cannot tell. Existing marks are left alone."""


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser(
        "annotate",
        help="propose Static/Traced marks for a package's public functions",
        description=DESCRIPTION,
    )
    parser.add_argument(
        "targets",
        nargs="+",
        metavar="PACKAGE_OR_PATH",
        help="an importable package or module name (found, not imported), a package folder "
        "or a .py file",
    )
    output = parser.add_mutually_exclusive_group()
    output.add_argument("--json", action="store_true", help="print the report as JSON")
    output.add_argument(
        "--diff", action="store_true", help="print a unified diff that adds the marks"
    )
    output.add_argument(
        "--write", action="store_true", help="add the marks to the files (idempotent)"
    )
    output.add_argument(
        "--check",
        action="store_true",
        help="report the parameters whose written marks disagree with the code (a Traced "
        "one that must be static, a missing Static); exit status 1 when any",
    )
    parser.add_argument(
        "--traced",
        action="store_true",
        help="also propose Traced for parameters used only in traced operations",
    )
    parser.add_argument(
        "--verbose",
        action="store_true",
        help="also list functions not analysed and concrete needs no parameter explains",
    )
    parser.add_argument(
        "--runtime-import",
        action="store_true",
        help="with --diff/--write: import the marks at run time (the package then depends on "
        "jaxthink-typing) instead of under `if TYPE_CHECKING:`",
    )
    parser.add_argument(
        "--progress",
        action="store_true",
        help="show the progress line on stderr even when it is not a terminal",
    )
    parser.add_argument(
        "--cache-dir", metavar="DIR", help="mypy's cache for the build (default: a temp folder)"
    )
    parser.add_argument(
        "--report-cache",
        metavar="DIR",
        default=DEFAULT_FOLDER,
        help="where reports are kept, to answer at once for unchanged files (default: "
        "%(default)s; safe to delete)",
    )
    parser.add_argument(
        "--no-cache", action="store_true", help="neither read nor write the report cache"
    )
    parser.set_defaults(run=run, parser=parser)


def run(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    # Imported here: mypy and the engine load only for this subcommand.
    from jaxthink_typing.annotate.building import TargetError
    from jaxthink_typing.annotate.edits import file_edits, unified_diff, write
    from jaxthink_typing.annotate.output import text_report
    from jaxthink_typing.annotate.progress import Ticker
    from jaxthink_typing.annotate.runner import annotate

    show = args.progress or sys.stderr.isatty()
    try:
        with Ticker(sys.stderr) if show else nullcontext() as ticker:
            report = annotate(
                args.targets,
                traced=args.traced,
                cache_dir=args.cache_dir,
                report_cache=None if args.no_cache else args.report_cache,
                progress=ticker.step if ticker is not None else None,
            )
    except TargetError as error:
        print(f"{parser.prog}: error: {error}", file=sys.stderr)
        return 2
    if args.json:
        json.dump(report.as_json(), sys.stdout, indent=2)
        sys.stdout.write("\n")
        return 0
    if args.diff or args.write:
        changed = file_edits(report.functions, runtime=args.runtime_import)
        if args.diff:
            sys.stdout.write(unified_diff(changed))
        else:
            for path in write(changed):
                print(f"marked {path}")
        sys.stderr.write(text_report(report).splitlines()[-1] + "\n")
        return 0
    sys.stdout.write(text_report(report, check=args.check, verbose=args.verbose))
    if args.check and report.counts()["disagreements"]:
        return 1
    return 0
