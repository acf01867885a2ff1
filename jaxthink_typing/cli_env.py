"""What `jaxthink-typing check` tells the plugin through the environment.

The command may run mypy with a temporary configuration (the user's plus the plugin line).
The plugin must still read its settings from, and show paths relative to, the user's own
file: the command names it in `PROJECT_CONFIG` (empty when mypy found none). While mypy
runs, the plugin appends one byte per module it sees parsed to the file named in
`PROGRESS_FILE`, which the command counts for its progress line.
"""

from __future__ import annotations

import os
from typing import BinaryIO, Final

PROJECT_CONFIG: Final = "JAXTHINK_TYPING_PROJECT_CONFIG"
PROGRESS_FILE: Final = "JAXTHINK_TYPING_PROGRESS_FILE"


def project_config_file(config_file: str | None) -> str | None:
    """The user's configuration file: the one the command names, else mypy's own."""
    named = os.environ.get(PROJECT_CONFIG)
    if named is None:
        return config_file
    return named or None


class ProgressMarks:
    """Counts parsed modules into the command's progress file; does nothing without one."""

    def __init__(self) -> None:
        path = os.environ.get(PROGRESS_FILE)
        self._file: BinaryIO | None = None
        if path:
            try:
                self._file = open(path, "ab", buffering=0)  # noqa: SIM115 (kept open)
            except OSError:
                self._file = None

    def module_parsed(self) -> None:
        if self._file is not None:
            try:
                self._file.write(b".")
            except OSError:
                self._file = None
