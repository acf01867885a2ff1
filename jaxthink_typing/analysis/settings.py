"""What the user configured that the engine needs: wrappers that act like transformations,
and which notes to report."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from jaxthink_typing import codes

# Public transformation names a wrapper may act like, and the fullname the engine knows.
TRANSFORM_NAMES: Final = {
    "jax.jit": "jax._src.api.jit",
    "jax.vmap": "jax._src.api.vmap",
    "jax.grad": "jax._src.api.grad",
    "jax.value_and_grad": "jax._src.api.value_and_grad",
    "jax.checkpoint": "jax._src.ad_checkpoint.checkpoint",
    "jax.pmap": "jax._src.pmap.pmap",
    "equinox.filter_jit": "equinox._jit.filter_jit",
}


@dataclass
class Settings:
    entry_points: dict[str, str] = field(default_factory=dict)  # wrapper -> transformation
    notes: frozenset[str] = field(
        default_factory=lambda: frozenset(c.name for c in codes.ALL_CODES if c.severity == "note")
    )

    def canonical(self, fullname: str) -> str:
        """The transformation a configured wrapper stands for, or `fullname` itself."""
        return self.entry_points.get(fullname, fullname)
