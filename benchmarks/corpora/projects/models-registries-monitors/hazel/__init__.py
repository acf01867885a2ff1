"""Equinox residual network fitted to a noisy 2-D surface with robust losses."""
from .losses import HuberLoss, TrimmedMSE, get_loss
from .networks import ResNet

__all__ = ["HuberLoss", "TrimmedMSE", "get_loss", "ResNet"]
