"""A progress line on stderr while `annotate` runs: what it is doing (building with mypy,
analysing a module, 3 of 12) and the time so far, redrawn in place and erased at the end.
The command draws it on a terminal, or when asked (`--progress`)."""

from __future__ import annotations

import threading
import time
from types import TracebackType
from typing import TextIO


class Ticker:
    """`with Ticker(sys.stderr) as ticker: ... ticker.step("analysing pkg.mod")`."""

    def __init__(self, stream: TextIO, interval: float = 0.5) -> None:
        self.stream = stream
        self.interval = interval
        self._text = "annotate: starting"
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._redraw, daemon=True)
        self._start = time.monotonic()
        self._width = 0

    def step(self, text: str) -> None:
        """Show `text` from now on (drawn at once)."""
        self._text = text
        self._draw()

    def _line(self) -> str:
        return f"jaxthink-typing {self._text}, {time.monotonic() - self._start:.0f} s"

    def _redraw(self) -> None:
        while not self._stop.wait(self.interval):
            self._draw()

    def _draw(self) -> None:
        with self._lock:
            text = self._line()
            self._write("\r" + text.ljust(self._width))
            self._width = len(text)

    def _write(self, text: str) -> None:
        try:
            self.stream.write(text)
            self.stream.flush()
        except (OSError, ValueError):
            self._stop.set()

    def __enter__(self) -> Ticker:
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
