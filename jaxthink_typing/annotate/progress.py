"""A progress line on stderr while `annotate` runs: what it is doing (building with mypy,
analysing a module, 3 of 12) and the time so far, redrawn in place and erased at the end.
The command draws it on a terminal, or when asked (`--progress`)."""

from __future__ import annotations

from typing import TextIO

from jaxthink_typing.status_line import StatusLine


class Ticker(StatusLine):
    """`with Ticker(sys.stderr) as ticker: ... ticker.step("analysing pkg.mod")`."""

    def __init__(self, stream: TextIO, interval: float = 0.5) -> None:
        super().__init__(stream, interval)
        self._text = "annotate: starting"

    def step(self, text: str) -> None:
        """Show `text` from now on (drawn at once)."""
        self._text = text
        self.draw()

    def line(self, elapsed: float) -> str:
        return f"jaxthink-typing {self._text}, {elapsed:.0f} s"
