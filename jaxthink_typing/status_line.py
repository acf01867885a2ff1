"""A status line on a terminal's stderr, redrawn in place by a thread every `interval`
seconds and erased at the end: what `check` and `annotate` show while mypy runs."""

from __future__ import annotations

import threading
import time
from types import TracebackType
from typing import Self, TextIO


class StatusLine:
    """`with Sub(sys.stderr):` around the work; a subclass says what the line reads."""

    def __init__(self, stream: TextIO, interval: float = 0.5) -> None:
        self.stream = stream
        self.interval = interval
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._redraw, daemon=True)
        self._start = time.monotonic()
        self._width = 0

    def line(self, elapsed: float) -> str:
        """The text to show, `elapsed` seconds after the start."""
        raise NotImplementedError

    def draw(self) -> None:
        """Draw the line now."""
        with self._lock:
            text = self.line(time.monotonic() - self._start)
            self._write("\r" + text.ljust(self._width))
            self._width = len(text)

    def _redraw(self) -> None:
        while not self._stop.wait(self.interval):
            self.draw()

    def _write(self, text: str) -> None:
        try:
            self.stream.write(text)
            self.stream.flush()
        except (OSError, ValueError):
            self._stop.set()  # the stream is gone: stop drawing

    def __enter__(self) -> Self:
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
        with self._lock:
            if self._width:
                self._write("\r" + " " * self._width + "\r")
