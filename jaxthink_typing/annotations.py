"""`Static[T]` and `Traced[T]`: transparent marks for JAX tracedness.

For mypy and pyright both aliases are just `T`; the plugin reads the marks.
"""

from __future__ import annotations

from typing import Annotated, Final, TypeAlias, TypeVar

T = TypeVar("T")


class TracednessMark:
    """The metadata object carried by `Static[...]` and `Traced[...]`."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return f"jaxthink_typing.{self.name}"


STATIC_MARK: Final = TracednessMark("Static")
TRACED_MARK: Final = TracednessMark("Traced")

Static: TypeAlias = Annotated[T, STATIC_MARK]
"""A value known while JAX traces: a Python value, shape, dtype or static argument."""

Traced: TypeAlias = Annotated[T, TRACED_MARK]
"""A value that may be a tracer inside `jax.jit`, `vmap`, `lax.scan` and friends."""
