from __future__ import annotations

import optax

from .config import OptimConfig
from .schedules import make_schedule


def build_optimizer(cfg: OptimConfig) -> optax.GradientTransformation:
    return optax.chain(
        optax.clip_by_global_norm(cfg.clip_norm),
        optax.adamw(learning_rate=make_schedule(cfg), weight_decay=cfg.weight_decay),
    )
