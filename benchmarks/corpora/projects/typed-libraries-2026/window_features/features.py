from __future__ import annotations

from typing import Sequence

import jax
import jax.numpy as jnp
from jaxtyping import Array, Float, Int

from .stats import Stat, window_stat
from .windows import take_window


def sliding_features(
    x: Float[Array, "t"], starts: Int[Array, "w"], size: int, stats: Sequence[Stat] = tuple(Stat)
) -> Float[Array, "w k"]:
    windows = jax.vmap(take_window, in_axes=(None, 0, None))(x, starts, size)
    return jnp.stack([window_stat(windows, s) for s in stats], axis=-1)
