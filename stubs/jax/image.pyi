"""Model of `jax.image`: the output shape of a resize must be static under `jax.jit`."""

from typing import Any

from jaxthink_typing import Static, Traced

def resize(
    image: Any,
    shape: Static[Any],
    method: Any,
    antialias: Static[Any] = ...,
    precision: Any = ...,
) -> Traced[Any]: ...
