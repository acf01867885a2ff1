"""Flax NNX classifier with a jitted train step and batched metric accumulation."""
from .metrics import Counts
from .model import Classifier

__all__ = ["Classifier", "Counts"]
