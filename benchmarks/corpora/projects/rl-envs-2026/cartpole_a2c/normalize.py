"""Running mean/variance of observations (parallel Welford update)."""
from typing import NamedTuple

import jax
import jax.numpy as jnp
import numpy as np


class RunningStats(NamedTuple):
    mean: jax.Array
    var: jax.Array
    count: jax.Array


def init(size: int) -> RunningStats:
    return RunningStats(jnp.zeros(size), jnp.ones(size), jnp.float32(1e-4))


def update(stats: RunningStats, batch) -> RunningStats:
    batch_mean = batch.mean(axis=0)
    batch_var = batch.var(axis=0)
    n = batch.shape[0]
    delta = batch_mean - stats.mean
    total = stats.count + n
    mean = stats.mean + delta * n / total
    m2 = stats.var * stats.count + batch_var * n + delta ** 2 * stats.count * n / total
    return RunningStats(mean, m2 / total, total)


def normalize(stats: RunningStats, obs, clip: float = 5.0):
    return np.clip((obs - stats.mean) / np.sqrt(stats.var + 1e-8), -clip, clip)


def summary(stats: RunningStats) -> dict:
    """Host-side view for logging."""
    return {"mean": np.round(np.asarray(stats.mean, dtype=np.float64), 3).tolist(),
            "std": np.round(np.sqrt(np.asarray(stats.var, dtype=np.float64)), 3).tolist()}
