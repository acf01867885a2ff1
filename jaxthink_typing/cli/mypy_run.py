"""mypy run in this process (`mypy.api.run`), with the environment the plugin reads from
the command (`cli_env`) and, on a terminal, a progress line."""

from __future__ import annotations

import os
import sys
import traceback
from collections.abc import Iterator, Mapping
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass
from pathlib import Path

from jaxthink_typing.cli.progress import Progress


@dataclass(frozen=True)
class MypyResult:
    stdout: str
    stderr: str
    status: int  # mypy's: 0 clean, 1 errors, 2 it could not check


def run(args: list[str], environment: Mapping[str, str], counter: Path | None) -> MypyResult:
    """mypy's output and status for `args`; `counter` is the progress file (None: no
    progress line)."""
    from mypy import api

    shown = Progress(sys.stderr, counter) if counter is not None else nullcontext()
    with environment_set(environment), shown:
        try:
            stdout, stderr, status = api.run(args)
        except Exception:  # mypy's own crash: the user needs its traceback
            return MypyResult("", traceback.format_exc(), 2)
    return MypyResult(stdout, stderr, status)


@contextmanager
def environment_set(values: Mapping[str, str]) -> Iterator[None]:
    """`values` in the process's environment while the block runs, then as before."""
    before = {name: os.environ.get(name) for name in values}
    os.environ.update(values)
    try:
        yield
    finally:
        for name, value in before.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
