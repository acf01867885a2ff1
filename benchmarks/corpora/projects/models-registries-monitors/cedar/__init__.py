"""Equinox MLP for robust 1-D curve fitting with input augmentation."""
from .model import CurveNet
from .config import Settings

__all__ = ["CurveNet", "Settings"]
