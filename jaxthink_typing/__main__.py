"""Command line: `jaxthink-typing check [PATHS]` (also `python -m jaxthink_typing check`),
`annotate PACKAGE_OR_PATH` (`jaxthink_typing/annotate/`), `explain CODE`, `explain --list`,
`lsp` (`jaxthink_typing/lsp/`) and `--version`.

Each subcommand is a subparser whose ``run`` default handles it, so new subcommands are one
``add_parser`` call and one function.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence

from jaxthink_typing import __version__
from jaxthink_typing.annotate import command as annotate_command
from jaxthink_typing.explain import UnknownCodeError, explain, list_codes
from jaxthink_typing.explain_text import render as render_text
from jaxthink_typing.lsp import command as lsp_command

Handler = Callable[[argparse.ArgumentParser, argparse.Namespace], int]


def prog() -> str:
    """How the user started the command: the console script or `python -m`."""
    started = os.path.basename(sys.argv[0]) if sys.argv and sys.argv[0] else ""
    return "python -m jaxthink_typing" if started in ("__main__.py", "") else "jaxthink-typing"


def version() -> str:
    """'jaxthink-typing 0.2.0 (mypy 2.4.1)'."""
    try:
        from mypy.version import __version__ as mypy_version
    except ImportError:
        mypy_version = "not installed"
    return f"jaxthink-typing {__version__} (mypy {mypy_version})"


def _explain(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    code: str | None = args.code
    if args.list:
        if code is not None:
            parser.error("give a code or --list, not both")
        rows = list_codes()
        width = max(len(name) for name, _ in rows)
        for name, summary in rows:
            print(f"{name:<{width}}  {summary}")
        return 0
    if code is None:
        parser.error("give a code (e.g. jax-traced-bool) or --list")
    try:
        text = explain(code)
    except UnknownCodeError as error:
        print(f"{parser.prog}: error: {error}", file=sys.stderr)
        return 2
    sys.stdout.write(text if args.markdown else render_text(text))
    return 0


def build_parser() -> argparse.ArgumentParser:
    """The top-level parser; each subcommand sets ``run`` and ``parser`` defaults."""
    from jaxthink_typing.cli import command

    parser = argparse.ArgumentParser(
        prog=prog(), description="Tools around the jaxthink-typing mypy plugin."
    )
    parser.add_argument("--version", action="version", version=version())
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    command.add_parser(commands)

    explain_parser = commands.add_parser(
        "explain",
        help="print the explanation of a jax-* error code",
        description="Print the explanation of a jax-* error code, given with or without "
        "its 'jax-' prefix.",
    )
    explain_parser.add_argument("code", nargs="?", help="the code, e.g. jax-traced-bool")
    explain_parser.add_argument(
        "--list", action="store_true", help="list every code with its summary"
    )
    explain_parser.add_argument(
        "--markdown", action="store_true", help="print the page's Markdown source"
    )
    explain_parser.set_defaults(run=_explain, parser=explain_parser)
    annotate_command.add_parser(commands)
    lsp_command.add_parser(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = build_parser().parse_args(argv)
    run: Handler = args.run
    subparser: argparse.ArgumentParser = args.parser
    return run(subparser, args)


def console() -> None:
    """The `jaxthink-typing` console script."""
    sys.exit(main())


if __name__ == "__main__":
    sys.exit(main())
