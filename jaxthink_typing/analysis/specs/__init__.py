"""Every transformation the engine models, by library, and the tables derived from them.

To add one, declare a `Spec` in the library's module and list it in its `SPECS`; the
plugin's hooks, the config's `entry_points` targets and the fullname test follow.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from jaxthink_typing.analysis.specs import equinox, flax, jax, lax
from jaxthink_typing.analysis.specs.base import Role, Spec

ALL: Final[tuple[Spec, ...]] = (*jax.SPECS, *lax.SPECS, *equinox.SPECS, *flax.SPECS)

BY_FULLNAME: Final[dict[str, Spec]] = {name: spec for spec in ALL for name in spec.fullnames}
BY_KEY: Final[dict[str, Spec]] = {spec.key: spec for spec in ALL}
# What a user's wrapper may act like (`entry_points = {"m.my_jit" = "jax.jit"}`).
WRAPPER_TARGETS: Final[dict[str, Spec]] = {
    spec.key: spec for spec in ALL if spec.role is Role.WRAPS
}
# Top-level packages whose calls may start the analysis where modules carry no marker.
PACKAGES: Final[tuple[str, ...]] = tuple(
    sorted({f"{name.split('.', 1)[0]}." for spec in ALL for name in spec.fullnames})
)


def resolve(fullname: str, entry_points: Mapping[str, str]) -> Spec | None:
    """The spec of a callee: a transformation, or a user's wrapper that acts like one."""
    found = BY_FULLNAME.get(fullname)
    if found is not None:
        return found
    key = entry_points.get(fullname)
    return BY_KEY.get(key) if key is not None else None
