"""Flax linen MLP trained with AdamW and a hand-written warmup+cosine schedule."""
from .config import OptimConfig
from .schedules import make_schedule, warmup_cosine

__all__ = ["OptimConfig", "make_schedule", "warmup_cosine"]
