"""Flax NNX classifier with dropout for a synthetic spiral dataset, with in-step diagnostics."""
from .network import SpiralNet
from .settings import SETTINGS

__all__ = ["SpiralNet", "SETTINGS"]
