"""Logistic regression with per-example gradient clipping over scanned microbatches."""
from .clipping import clip_per_example, per_example_grads
from .model import LogisticModel

__all__ = ["clip_per_example", "per_example_grads", "LogisticModel"]
