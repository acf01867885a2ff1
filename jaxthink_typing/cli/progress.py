"""A progress line on stderr while mypy runs: the time taken so far and the modules parsed
(counted by the plugin into a file, `cli_env.PROGRESS_FILE`), redrawn in place and erased
at the end. Only on a terminal: logs and CI get nothing."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from types import TracebackType
from typing import TextIO


class Progress:
    """`with Progress(sys.stderr, counter):` around the run."""

    def __init__(self, stream: TextIO, counter: Path | None, interval: float = 0.5) -> None:
        self.stream = stream
        self.counter = counter
        self.interval = interval
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._draw, daemon=True)
        self._start = time.monotonic()
        self._width = 0

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

    def _draw(self) -> None:
        while not self._stop.wait(self.interval):
            text = self.line(time.monotonic() - self._start)
            self._write("\r" + text.ljust(self._width))
            self._width = len(text)

    def _write(self, text: str) -> None:
        try:
            self.stream.write(text)
            self.stream.flush()
        except (OSError, ValueError):
            self._stop.set()

    def __enter__(self) -> Progress:
        self._start = time.monotonic()
        self._thread.start()
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self._stop.set()
        self._thread.join()
        if self._width:
            self._write("\r" + " " * self._width + "\r")
