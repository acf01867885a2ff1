"""Modules mypy could not find, said on stderr: a run that could not see JAX, or a library
that code using JAX imports, must not pass as clean in silence.

The plugin notes each such module once (`jaxthink_typing.missing_imports`), whatever
`ignore_missing_imports` says; without that option mypy's own `import-not-found` errors
name the others too.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Final

from jaxthink_typing.cli.reports import Report
from jaxthink_typing.missing_imports import JAX, MISSING

MODULE_NAMED: Final = re.compile(r'module named "([^"]+)"')
NOTE_CODES: Final = (None, "misc")  # a note mypy gives no code is filed under "misc"
SHOWN: Final = 4  # names listed before "and N more"


@dataclass(frozen=True)
class Missing:
    """What mypy could not find: libraries used with JAX (the plugin's notes; JAX itself
    among them), and other modules (mypy's `import-not-found` errors)."""

    with_jax: frozenset[str] = field(default_factory=frozenset)
    others: frozenset[str] = field(default_factory=frozenset)


def is_note(report: Report) -> bool:
    """Whether `report` is the plugin's note of a missing module."""
    return report.code in NOTE_CODES and MISSING.match(report.message) is not None


def found(reports: Sequence[Report]) -> Missing:
    with_jax = {
        match.group(1)
        for report in reports
        if report.code in NOTE_CODES and (match := MISSING.match(report.message))
    }
    others = {
        name.split(".")[0]
        for report in reports
        if report.code == "import-not-found"
        for name in MODULE_NAMED.findall(report.message)
    }
    return Missing(frozenset(with_jax), frozenset(others - with_jax))


def tell(missing: Missing, jax_fails: bool, all_fail: bool) -> bool:
    """Say what is missing on stderr; whether that fails the run (exit status 2)."""
    libraries = sorted(missing.with_jax - {JAX})
    failed = False
    if JAX in missing.with_jax:
        failed = jax_fails
        _say(
            "error" if failed else "warning",
            "mypy cannot find JAX (the module jax) where it runs, so nothing could be "
            "checked; install your project's JAX there"
            + (" (--allow-missing-jax makes this a warning)" if failed else ""),
        )
    if libraries:
        failed = failed or all_fail
        _say(
            "error" if all_fail else "warning",
            f"mypy cannot find {_names(libraries)}, imported by code that uses JAX: what "
            "goes through it is not checked; install it where mypy runs"
            + (" (pre-commit: add it to the hook's additional_dependencies)" if all_fail else ""),
        )
    if missing.others:
        _say(
            "warning",
            f"mypy cannot find {_names(sorted(missing.others))}; what uses them is not "
            "checked (install them where mypy runs; --all shows mypy's errors)",
        )
    return failed


def _names(names: list[str]) -> str:
    more = len(names) - SHOWN
    return ", ".join(names[:SHOWN]) + (f" and {more} more" if more > 0 else "")


def _say(severity: str, text: str) -> None:
    print(f"jaxthink-typing: {severity}: {text}", file=sys.stderr)
