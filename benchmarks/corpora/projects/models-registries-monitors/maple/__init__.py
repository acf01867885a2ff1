"""Polynomial-feature ridge regression trained with gradient accumulation."""
from .features import PolynomialFeatures
from .model import LinearModel

__all__ = ["PolynomialFeatures", "LinearModel"]
