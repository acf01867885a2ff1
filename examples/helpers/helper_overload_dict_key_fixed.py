"""The code made static (`static_argnames`): the lookup runs on a Python int."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import overload

import jax
import jax.numpy as jnp

Activation = Callable[[jax.Array], jax.Array]
NAMES: tuple[str, ...] = ("relu", "tanh")
ACTIVATIONS: dict[int, Activation] = {0: jax.nn.relu, 1: jnp.tanh}


@overload
def resolve(code: int) -> Activation: ...
@overload
def resolve(code: str) -> Activation: ...
def resolve(code: int | str) -> Activation:
    if isinstance(code, str):
        code = NAMES.index(code)
    return ACTIVATIONS[code]


@functools.partial(jax.jit, static_argnames=("code",))
def activate(x, code):
    return resolve(code)(x)


print(activate(jnp.linspace(-1.0, 1.0, 5), code=1))
