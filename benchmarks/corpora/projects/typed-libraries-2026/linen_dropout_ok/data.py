from __future__ import annotations

import jax
import jax.numpy as jnp
from jaxtyping import Array, Float, Int, PRNGKeyArray


def linearly_separable(key: PRNGKeyArray, n: int, dim: int) -> tuple[Float[Array, "n d"], Int[Array, "n"]]:
    x = jax.random.normal(key, (n, dim))
    y = (x[:, 0] + x[:, 1] > 0).astype(jnp.int32)
    return x, y
