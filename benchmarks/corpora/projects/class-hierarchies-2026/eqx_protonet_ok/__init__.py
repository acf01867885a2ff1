"""Prototype and softmax classifiers sharing an abstract equinox base."""
from .registry import build_model, MODELS

__all__ = ["build_model", "MODELS"]
