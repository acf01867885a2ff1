"""What the user configured that the engine needs: wrappers that act like transformations,
and which notes to report."""

from __future__ import annotations

from dataclasses import dataclass, field

from jaxthink_typing import codes
from jaxthink_typing.analysis import specs
from jaxthink_typing.analysis.specs.base import Spec


@dataclass
class Settings:
    entry_points: dict[str, str] = field(default_factory=dict)  # wrapper -> spec key
    notes: frozenset[str] = field(
        default_factory=lambda: frozenset(c.name for c in codes.ALL_CODES if c.severity == "note")
    )

    def spec_for(self, fullname: str) -> Spec | None:
        """The transformation `fullname` is, or a configured wrapper acts like."""
        return specs.resolve(fullname, self.entry_points)
