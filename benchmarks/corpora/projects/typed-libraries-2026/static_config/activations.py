from __future__ import annotations

from typing import Callable, Final

import jax
from jaxtyping import Array, Float

from .config import Activation

_TABLE: Final[dict[Activation, Callable[[Array], Array]]] = {
    Activation.RELU: jax.nn.relu,
    Activation.GELU: jax.nn.gelu,
    Activation.TANH: jax.numpy.tanh,
}


def activate(x: Float[Array, "..."], act: Activation) -> Float[Array, "..."]:
    return _TABLE[act](x)
