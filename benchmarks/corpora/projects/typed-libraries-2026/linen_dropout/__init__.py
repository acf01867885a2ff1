"""Flax linen classifier with dropout, trained via TrainState."""
from .model import Classifier

__all__ = ["Classifier"]
