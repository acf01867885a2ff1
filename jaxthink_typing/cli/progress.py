"""A progress line on stderr while mypy runs: the time taken so far and the modules parsed
(counted by the plugin into a file, `cli_env.PROGRESS_FILE`), redrawn in place and erased
at the end. Only on a terminal: logs and CI get nothing."""

from __future__ import annotations

from pathlib import Path
from typing import TextIO

from jaxthink_typing.status_line import StatusLine


class Progress(StatusLine):
    """`with Progress(sys.stderr, counter):` around the run."""

    def __init__(self, stream: TextIO, counter: Path | None, interval: float = 0.5) -> None:
        super().__init__(stream, interval)
        self.counter = counter

    def line(self, elapsed: float) -> str:
        text = f"jaxthink-typing: mypy is checking the project, {elapsed:.0f} s"
        modules = self._modules()
        if modules:
            text += f", {modules} modules parsed"
        return text

    def _modules(self) -> int:
        try:
            return self.counter.stat().st_size if self.counter is not None else 0
        except OSError:
            return 0
