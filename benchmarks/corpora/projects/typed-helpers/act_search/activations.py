from __future__ import annotations

from typing import Callable, overload

import jax
import jax.numpy as jnp

Activation = Callable[[jax.Array], jax.Array]

ACT_NAMES: tuple[str, ...] = ("relu", "gelu", "tanh", "swish")

ACTIVATIONS: dict[int, Activation] = {
    0: jax.nn.relu,
    1: jax.nn.gelu,
    2: jnp.tanh,
    3: jax.nn.swish,
}


@overload
def resolve(code: int) -> Activation: ...
@overload
def resolve(code: str) -> Activation: ...
def resolve(code: int | str) -> Activation:
    if isinstance(code, str):
        code = ACT_NAMES.index(code)
    return ACTIVATIONS[code]
