from __future__ import annotations

import functools

import jax
import jax.numpy as jnp
from jaxtyping import Array, Float

from .features import sliding_features
from .stats import Stat
from .windows import window_starts


@functools.partial(jax.jit, static_argnames=("size", "stride", "stat"))
def anomaly_scores(x: Float[Array, "t"], size: int, stride: int, stat: Stat = Stat.STD) -> Float[Array, "w"]:
    starts = window_starts(x.shape[0], size, stride)
    feats = sliding_features(x, starts, size, stats=(stat,))[:, 0]
    return jnp.abs(feats - feats.mean()) / (feats.std() + 1e-6)
