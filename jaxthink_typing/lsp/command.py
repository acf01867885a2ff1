"""`jaxthink-typing lsp [PATHS]`: the language server over stdin and stdout.

pygls is imported only when the command runs: the package's core needs none of it.
"""

from __future__ import annotations

import argparse
import sys


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser(
        "lsp",
        help="run the language server (stdio) for an editor",
        description="Serve the Language Server Protocol over stdin and stdout: the "
        "jax-* reports of `jaxthink-typing check` at the mistakes' own lines, refreshed "
        "on save by a mypy kept warm between saves, the tracedness of a name on hover, "
        "and quick fixes. Needs pip install 'jaxthink-typing[lsp]'.",
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
        "--stdio", action="store_true", help="accepted for editors that pass it (the default)"
    )
    parser.set_defaults(run=run, parser=parser)


def run(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    try:
        from jaxthink_typing.lsp import server
    except ImportError as error:
        print(
            f"jaxthink-typing: error: the language server needs {error.name}: "
            "pip install 'jaxthink-typing[lsp]'",
            file=sys.stderr,
        )
        return 2
    return server.serve(list(args.paths), args.config_file)
