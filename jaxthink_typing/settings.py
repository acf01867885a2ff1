"""What the user configured that the engine needs: wrappers that act like transformations,
and which notes to report."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from jaxthink_typing import codes

if TYPE_CHECKING:
    from jaxthink_typing.analysis.specs.base import Spec

# `specs.resolve`, imported at the first look-up: a warm run that checks nothing (it reads
# the settings, not the transformations) does not import the spec tables.
_resolve: Callable[[str, dict[str, str]], Spec | None] | None = None


class Settings:
    """Wrappers by fullname (-> the spec key they act like) and the notes to report.

    A plain class: a dataclass took 0.3 ms to make on every run."""

    def __init__(
        self, entry_points: dict[str, str] | None = None, notes: frozenset[str] | None = None
    ) -> None:
        self.entry_points: dict[str, str] = entry_points or {}
        self.notes = notes if notes is not None else codes.NOTE_NAMES
        # The packages `annotate` analyses (never set by the plugin): their functions are
        # entered where the plugin takes them at their word, those of another module with
        # typed parameters but no Static/Traced mark, and those the API model describes
        # (optax's own functions, called inside optax).
        self.analysed_packages: tuple[str, ...] = ()

    def analyses(self, fullname: str) -> bool:
        """Whether `fullname` lies in a package `annotate` analyses."""
        return fullname.split(".", 1)[0] in self.analysed_packages

    def spec_for(self, fullname: str) -> Spec | None:
        """The transformation `fullname` is, or a configured wrapper acts like."""
        return (_resolve or _load_resolve())(fullname, self.entry_points)


def _load_resolve() -> Callable[[str, dict[str, str]], Spec | None]:
    global _resolve
    from jaxthink_typing.analysis.specs import resolve

    _resolve = resolve
    return resolve
