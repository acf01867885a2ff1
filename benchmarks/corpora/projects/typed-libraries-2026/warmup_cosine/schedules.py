"""Learning-rate schedules (step -> learning rate)."""
from __future__ import annotations

import functools
import math
from typing import Callable

import jax.numpy as jnp

from .config import OptimConfig

Schedule = Callable[[int], float]


def warmup_cosine(step: int, cfg: OptimConfig) -> float:
    warm = jnp.minimum(1.0, (step + 1) / cfg.warmup_steps)
    progress = jnp.clip((step - cfg.warmup_steps) / cfg.decay_steps, 0.0, 1.0)
    cosine = 0.5 * (1.0 + math.cos(math.pi * progress))
    return cfg.base_lr * warm * cosine


def make_schedule(cfg: OptimConfig) -> Schedule:
    return functools.partial(warmup_cosine, cfg=cfg)
