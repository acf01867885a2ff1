"""Tiny NeRF-style volume renderer trained on an analytic sphere scene."""

from .config import NerfConfig

__all__ = ["NerfConfig"]
