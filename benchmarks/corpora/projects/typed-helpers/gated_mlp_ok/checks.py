from __future__ import annotations

import jax.numpy as jnp
from jaxtyping import Array, Bool, Float


def all_within(x: Float[Array, "b h"], limit: float) -> Bool[Array, ""]:
    return jnp.all(jnp.abs(x) <= limit)


def soft_clip(x: Float[Array, "b h"], limit: float) -> Float[Array, "b h"]:
    return limit * jnp.tanh(x / limit)
