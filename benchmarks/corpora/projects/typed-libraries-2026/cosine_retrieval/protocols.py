from __future__ import annotations

from typing import Protocol, runtime_checkable

from jaxtyping import Array, Float


@runtime_checkable
class Encoder(Protocol):
    @property
    def out_dim(self) -> int: ...

    def encode(self, x: Float[Array, "d_in"]) -> Float[Array, "d"]: ...
