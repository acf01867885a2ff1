"""The same mistakes must be reported with and without the marks (Static[int] is int)."""

from __future__ import annotations

from jaxthink_typing import Static


def width(n: Static[int]) -> Static[int]:
    return n * 2


bad: str = width(3)
